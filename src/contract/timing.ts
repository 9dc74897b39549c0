/** How long things take and how often they may happen: every duration and rate limit, named after the specification (documents 1-3). */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DURATIONS = {
  loginCookieDays: 7,
  toastDefault: 5 * SECOND,
  liveNotificationToast: 5 * SECOND,
  realtimeConnectTimeout: 15 * SECOND,
  /**
   * A call (uploads aside) with no whole answer this long is given up as a network error: a connection gone
   * half-open never fails by itself, and a form would say "Saving..." for ever. 30 s holds 1.5 MB at 400 kbps.
   */
  apiCallTimeout: 30 * SECOND,
  /**
   * A room whose socket has not opened this long after it loaded shows the 'Real-time chat unavailable' banner
   * (a first connection failing five times, each up to realtimeConnectTimeout, would keep it hidden for minutes).
   */
  realtimeFirstConnectGrace: 8 * SECOND,
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
  /** A comment or post sent again with the same Idempotency-Key within this long answers the first; after it, the key makes a new one. */
  writeRetryWindow: DAY,

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
  // Reports and blocks, per signed-in user: a person reports a handful a day.
  report: { max: 30, windowMs: MINUTE },
  block: { max: 60, windowMs: MINUTE },
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
