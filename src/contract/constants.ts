/**
 * Every limit, duration and message text the product uses, named after the
 * specification (documents 1-3). Code reads these; it never repeats a literal.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PRODUCT_NAME = 'Naija Market';
export const BRAND_COLOR = '#6E9F2E';

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMinRegister: 8,
  passwordMinLogin: 6,
  passwordMinSettings: 6,
  /** The settings password turns green from this length (orange from passwordMinSettings). */
  passwordStrongSettings: 10,
  passwordMax: 128,
  phoneDigitsMin: 10,
  phoneDigitsMax: 15,
  nameMax: 50,
  emailMax: 254,
  cityMax: 100,
  deviceMax: 300,
  bioMax: 500,
  addressMax: 255,
  verificationCodeLength: 6,
  verificationAttempts: 5,
  offlineQueuePerChat: 50,
  reconnectAttempts: 5,
  nearbyRadiusDefaultKm: 10,
  uploadMaxBytes: 1024 * 1024,
  socketMessageMaxBytes: 64 * 1024,
  traceBufferEvents: 2000,
  accountNumberDigits: 10,
  /** The largest id (and message sequence) an integer column holds (PostgreSQL's integer and serial): a bigger one names no row. */
  rowIdMax: 2_147_483_647,

  // Marketplace (document 2, section 9)
  titleMax: 100,
  captionMax: 150,
  descriptionMax: 500,
  commentMax: 500,
  replyMax: 300,
  mediaFilesMax: 5,
  imageMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 50 * 1024 * 1024,
  imageQuality: 80,
  imageWidths: [400, 800, 1200, 1920],
  /** Declared width × height above this is refused before any decoding (image bombs). */
  imageMaxPixels: 40_000_000,
  feedPageSize: 10,
  feedPageSizeDefault: 20,
  feedPageSizeMax: 50,
  feedRadiusDefaultKm: 50,
  priceMax: 1_000_000_000,
  distanceSliderMaxKm: 15,
  distanceDefaultKm: [0, 5],
  narrowScreenMax: 1000,
  infiniteScrollMarginPx: 100,
  lazyPostHeight: 600,
  lazyPostMarginPx: 200,
  readMoreChars: 100,
  profileCardChars: 150,
  profileCardCompactChars: 80,
  profileCardSmallChars: 60,
  commentsCollapsed: 2,
  commentsExpanded: 3,
  commentsLoadMore: 5,
  followSuggestions: 3,
  swipeThresholdPx: 50,
  feedCarouselHeight: 425,
  walletMinimum: 100,
  ratingMin: 1,
  ratingMax: 5,
  cityFilterMax: 100,

  // Settings, nearby, search, contact (documents 1 and 3)
  marketNameMax: 100,
  regNumberMax: 50,
  bankFieldMax: 100,
  /** Service radius choices of the store form, km; any positive whole number up to the maximum is accepted. */
  serviceRadiusOptionsKm: [5, 10, 20, 50, 100],
  serviceRadiusDefaultKm: 10,
  serviceRadiusMaxKm: 1000,
  nearbyRadiusMaxKm: 20_000,
  nearbyPageSizeDefault: 20,
  nearbyPageSizeMax: 50,
  nearbyPageMax: 50,
  addressSearchMinChars: 3,
  addressValidateMinChars: 5,
  addressSuggestions: 5,
  addressSuggestionsMax: 10,
  addressQueryMax: 200,
  /** Reverse geocoding names the nearest place of the gazetteer within this distance, km. */
  reverseGeocodeMaxKm: 100,
  searchTermMax: 100,
  searchResultsDefault: 20,
  searchResultsMax: 50,
  feedbackSubjectMax: 200,
  feedbackMessageMax: 5000,
  trackEventNameMax: 64,
  trackEventPathMax: 300,
  trackEventPropertiesMax: 30,
  trackEventValueMax: 500,
  /** The event log keeps the newest this many events. */
  trackedEventsKept: 100_000,

  // Chat and notifications (documents 1 and 3, section 9)
  chatMessageMax: 2000,
  chatMessagesPageSize: 50,
  chatRoomsPageSize: 20,
  chatPageSizeMax: 100,
  chatImageMaxBytes: 1024 * 1024,
  chatPreviewChars: 30,
  unreadBadgeMax: 9,
  chatSearchMax: 100,
  chatReactionMax: 16,
  composerMaxHeightPx: 120,
  chatThumbnailPx: 300,
  chatImagePreviewPx: 200,
  notificationsCap: 100,
  notificationsPageSize: 50,
  /** At most this many messages a reconnecting socket is sent at once; it asks again for the rest. */
  resumeBatchMax: 200,
} as const;

export const DURATIONS = {
  loginCookieDays: 7,
  toastDefault: 5 * SECOND,
  liveNotificationToast: 5 * SECOND,
  realtimeConnectTimeout: 15 * SECOND,
  heartbeatPing: 60 * SECOND,
  /** A ping not answered by a pong within this long means the connection is gone (half-open): it is dropped and reconnected. */
  pongDeadline: 10 * SECOND,
  /** A socket open this long counts as a successful attempt: the reconnect attempts start again from the first. */
  connectionStable: 10 * SECOND,
  reconnectBackoffBase: SECOND,
  reconnectJitterMax: SECOND,
  reconnectBackoffCap: 30 * SECOND,
  offlineQueueReplayGap: 100,
  connectionRecheck: 10 * SECOND,
  inactivityTimeout: 10 * MINUTE,
  presenceHeartbeat: 30 * SECOND,
  cookiePolling: 300,
  leaveCloseDelay: 100,
  // At most one user-activity report per this gap: the 10-minute inactivity timers need no finer grain.
  activityReportGap: 5 * SECOND,
  resendCooldown: 60 * SECOND,
  notFoundRedirect: 10 * SECOND,
  // One step of the whole-second countdowns (not-found redirect, resend cooldown).
  countdownTick: SECOND,
  verificationCodeLifetime: 15 * MINUTE,
  resetLinkLifetime: HOUR,
  tokenIdleLifetime: 30 * DAY,
  tokenAbsoluteLifetime: 90 * DAY,
  presenceStaleAfter: 2 * MINUTE,
  /** A chat message sent again with the same temp_id within this long answers the stored one; after it, the temp_id sends a new message. */
  chatTempIdWindow: DAY,

  // Marketplace (document 2, section 9)
  lookupsCache: 5 * MINUTE,
  postCreatedReload: SECOND,
  replyLock: 300,
  newCommentAge: 5 * SECOND,
  commentHighlight: 2 * SECOND,
  carouselSlideLock: 300,
  popupAutoplay: 5 * SECOND,
  feedAutoplay: 4 * SECOND,
  walletSimulation: 1500,
  shareToast: 12 * SECOND,
  copyFeedback: 2 * SECOND,

  // Settings (document 3, section 9)
  addressSearchDebounce: 800,
  storeCreatedReload: 1500,
  vendorSavedReload: 1500,
  /** A remote geocoder or IP-location provider that has not answered by then is given up (the gazetteer answers). */
  geoProviderTimeout: 5 * SECOND,
  /** Third-party sign-in: the provider's page must send the browser back within this time. */
  thirdPartySignInWindow: 10 * MINUTE,
  /** An OpenID provider that has not answered by then is given up. */
  oidcProviderTimeout: 10 * SECOND,
  /** The provider's discovered endpoints and keys are read again after this long. */
  oidcDiscoveryCache: HOUR,
  /** The first position request, at low accuracy (document 3, section 9). */
  geolocationTimeoutDesktop: 15 * SECOND,
  geolocationTimeoutMobile: 30 * SECOND,
  /** The retry at high accuracy, which accepts a position up to geolocationRetryCache old. */
  geolocationRetryTimeoutDesktop: 25 * SECOND,
  geolocationRetryTimeoutMobile: 45 * SECOND,
  geolocationRetryCache: 10 * SECOND,
  /** After a denial the setup guide toast appears this late and stays locationGuideToast. */
  locationGuideDelay: 2 * SECOND,
  locationGuideToast: 20 * SECOND,
  /** The settings toasts of document 3: errors 8 s, address-search alternatives 10 s. */
  settingsErrorToast: 8 * SECOND,
  settingsNoticeToast: 10 * SECOND,

  // Chat and notifications (document 3, sections 4 and 9)
  requestSendConfirm: 2 * SECOND,
  duplicateMessageWindow: 2 * SECOND,
  optimisticMatchWindow: 10 * SECOND,
  inboxOfflineRefresh: 60 * SECOND,
  /** The inbox asks the server for matching rooms once typing pauses this long; the loaded rooms narrow at once. */
  inboxSearchDebounce: 300,
  notificationsOfflineRefresh: 30 * SECOND,
  notificationDuplicateWindow: 5 * SECOND,
  notificationMaxAge: DAY,
  notificationPurgeEvery: HOUR,
  notificationPageToast: 3 * SECOND,
  typingIdle: 3 * SECOND,
} as const;

/** Server-side rate limits, at the scale a large social network uses, per IP or per target account. */
export const RATE_LIMITS = {
  // Failed logins only: per IP (a carrier NAT shares one), and per account whatever the address (guessing one account).
  login: { max: 25, windowMs: 5 * MINUTE },
  loginAccount: { max: 10, windowMs: 15 * MINUTE },
  register: { max: 10, windowMs: HOUR },
  activate: { max: 20, windowMs: 15 * MINUTE },
  resendcode: { max: 5, windowMs: 30 * MINUTE },
  forgotpassword: { max: 5, windowMs: 30 * MINUTE },
  resetpassword: { max: 10, windowMs: 30 * MINUTE },
  // Post creation, per vendor: a busy store lists a few dozen items an hour; more is a script.
  createPost: { max: 30, windowMs: HOUR },
  // Social writes, per signed-in user (a visitor's share counts per IP): generous, so only scripts meet them.
  like: { max: 120, windowMs: MINUTE },
  comment: { max: 30, windowMs: MINUTE },
  follow: { max: 60, windowMs: MINUTE },
  savePost: { max: 120, windowMs: MINUTE },
  rating: { max: 30, windowMs: MINUTE },
  share: { max: 60, windowMs: MINUTE },
  createChat: { max: 30, windowMs: MINUTE },
  // Chat messages over the request path, per signed-in user: far above anyone typing.
  chatMessage: { max: 300, windowMs: MINUTE },
  // Settings and geo, per signed-in user (visitors per IP): a person never meets them.
  feedback: { max: 10, windowMs: HOUR },
  upload: { max: 60, windowMs: HOUR },
  trackEvent: { max: 120, windowMs: MINUTE },
  addressSearch: { max: 60, windowMs: MINUTE },
  // Frames per socket (messages, typing, receipts, pings): the offline queue's replay of 50 fits.
  socketFrames: { max: 100, windowMs: 10 * SECOND },
} as const;

/**
 * Texts of the recorded notifications ({actor} is a username, {title} a post title). Like, comment and
 * follow are document 3's forms, which the client parses for the actor and the title.
 */
export const NOTIFICATION_KINDS = ['like', 'comment', 'reply', 'follow', 'share', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TEXTS = {
  like: '{actor} liked your post "{title}"',
  comment: '{actor} commented on your post "{title}"',
  reply: '{actor} replied to your comment',
  follow: '{actor} started following you',
  share: '{actor} shared your post "{title}"',
  message: '{actor} sent you a message',
} as const;

/** The live notification toasts of document 3 section 8: '{actor} liked your post' and the like. */
export const LIVE_NOTIFICATION_TEXTS = {
  like: '{actor} liked your post',
  comment: '{actor} commented on your post',
  reply: '{actor} replied to your comment',
  follow: '{actor} started following you',
  share: '{actor} shared your post',
  message: '{actor} sent you a message',
} as const;

export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  abnormal: 1006,
  /** The server failed to open the socket; the client reconnects. */
  internalError: 1011,
  /**
   * The server is restarting, or frames meant for the socket were lost (Redis was away): the client reconnects
   * (to it or another process) and resumes after the last seq it saw.
   */
  serviceRestart: 1012,
  serviceUnavailable: 503,
  authenticationFailed: 4001,
  forbidden: 4003,
} as const;

export const PRESENCE_STATUSES = ['online', 'away', 'offline'] as const;
export const CONNECTION_STATUSES = [
  'unauthenticated',
  'connecting',
  'connected',
  'disconnected',
  'error',
  'inactive',
] as const;

export const COOKIE_NAMES = {
  token: 'loginToken',
  username: 'username',
  onlineStatus: 'onlineStatus',
} as const;

export const UPLOAD_DEFAULT_FOLDER = 'uploads';

/** The contact page's feedback_type values (document 3, section 3). */
export const FEEDBACK_TYPES = { feedback: 'User Feedback', ticket: 'Support Ticket' } as const;
/** The ticket number a new ticket is sent with (the field's default); blank means new too. */
export const NEW_TICKET = 'New Ticket';
export const DEFAULT_CHAT_COLOR = BRAND_COLOR;

/** The contact page's platform labels: support tells feedback and tickets apart by them (document 3, section 3). */
export const FEEDBACK_PLATFORMS = { feedback: `${PRODUCT_NAME} Web Feedback`, ticket: `${PRODUCT_NAME} Web Support` } as const;

/** Contact Us and the legal texts (document 3, section 2). The server's SUPPORT_EMAIL default is the same address. */
export const SUPPORT_CONTACT = {
  email: 'support@naija-market.local',
  businessHours: 'Monday to Friday, 9:00 AM to 5:00 PM WAT',
  responseTime: '24-48 business hours',
} as const;

/** Join our Community: a group chat, a channel on a messaging app and a microblog account. */
export const COMMUNITY_LINKS = [
  { name: 'WhatsApp Community', description: 'Chat with buyers and vendors', url: 'https://chat.whatsapp.com/naijamarket' },
  { name: 'Telegram Channel', description: 'News and updates', url: 'https://t.me/naijamarket' },
  { name: 'X (Twitter)', description: 'Follow @naijamarket', url: 'https://x.com/naijamarket' },
] as const;

/** The recommended chat wallpaper size, px (document 3, section 9). */
export const RECOMMENDED_WALLPAPER = { width: 1080, height: 1920 } as const;

// The message texts live in texts.ts; they are read from here too.
export { MESSAGES } from './texts';

export const CALLBACK_ERRORS: Readonly<Record<string, string>> = {
  access_denied: 'Google sign-in was cancelled',
  no_code: 'No authorization code received',
  token_exchange_failed: 'Failed to exchange authorization code',
  invalid_token: 'Invalid token received',
  email_not_verified: 'Your Google email is not verified',
  authentication_failed: 'Authentication failed. Please try again',
};

export const FORGOT_PASSWORD_RESPONSES = {
  successful: 'successful',
  noUser: 'no user found',
  notActive: 'Account not active',
} as const;

/** A wait in words: seconds under a minute ("45 seconds", "1 second"), else whole minutes rounded up ("5 minutes"). */
export function waitWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Fills `{name}` slots of a message template. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}
