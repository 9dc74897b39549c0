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
  login: { max: 25, windowMs: 5 * MINUTE },
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
  /** The server is restarting; the client reconnects (to it or another process). */
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

export const MESSAGES = {
  // Rules for every call
  genericError: 'An error occurred',
  networkError: 'Network error. Please check your connection.',
  networkErrorRegister: 'Network error. Please check your connection and try again.',
  authenticationRequired: 'Authentication required',
  pleaseLogIn: 'Please log in to continue',
  invalidToken: 'Invalid token',
  tooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',
  validationFailed: 'Please check your input and try again.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  requestTooLarge: 'The request is too large.',

  // Login
  usernameOrEmailRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  passwordMinLogin: 'Password must be at least 6 characters',
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid username or password',
  failedToLogIn: 'Failed to log in',
  inactiveUser: 'inactive user',
  loggedOut: 'You have been logged out',

  // Register
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  validCharactersOnly: 'Please use valid characters only',
  usernameRequired: 'Username is required',
  usernameLength: 'Username must be 3-30 characters',
  usernameCharacters: 'Username can only contain letters, numbers, and underscores',
  emailRequired: 'Email is required',
  validEmail: 'Enter a valid email',
  phoneRequired: 'Phone is required',
  validPhone: 'Enter a valid phone number',
  cityRequired: 'City is required',
  passwordMinRegister: 'Password must be at least 8 characters',
  needUppercase: 'Need at least one uppercase letter',
  needLowercase: 'Need at least one lowercase letter',
  needNumber: 'Need at least one number',
  passwordTooCommon: 'This password is too common. Please choose another.',
  confirmRequired: 'Please confirm password',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must agree to the terms',
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  invalidReferralCode: 'This referral code is not valid.',
  registrationSuccessServer: 'user registration was successful',
  registerSuccess: 'Registration successful. Please verify your account.',
  fixErrorsBelow: 'Please fix the errors below',
  registrationFailed: 'Registration failed. Please try again.',

  // Reset password
  emailAddressRequired: 'Email address is required',
  validEmailAddress: 'Please enter a valid email address',
  resetUnknownUser: 'No account found with this email address',
  resetInactive: 'Your account is not active. Please verify your account first.',
  resetFailed: 'Failed to send reset email',
  resetSuccess: 'Password reset instructions sent to your email',
  resetEmailSent: 'Password reset email sent successfully',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordResetComplete: 'Your password has been reset. You can now sign in.',

  // Verify
  enterAllDigits: 'Please enter all 6 digits of the verification code',
  invalidVerificationCode: 'Invalid verification code',
  verificationCodeExpired: 'This verification code has expired. Please request a new one.',
  tooManyVerificationAttempts: 'Too many incorrect attempts. Please request a new code.',
  failedToVerify: 'Failed to verify account',
  verifySuccess: 'Account verified successfully!',
  accountAlreadyVerifiedServer: 'Account is already verified.',
  alreadyVerified: 'Your account is already verified!',
  resendSuccess: 'New verification code sent to your email!',
  resendFailed: 'Failed to resend verification code',
  resendFailedToast: 'Failed to resend code. Please try again.',
  resendCooldown: 'Please wait {seconds} seconds before requesting a new code.',
  missingUsername: 'Missing username parameter',
  userNotFound: 'User not found.',

  // Account updates
  updatedSuccessfully: 'Updated successfully!',
  profileUpdated: 'Profile updated successfully',
  passwordUpdated: 'Password updated successfully',
  updateFailed: 'Update failed',
  unknownUpdateAction: 'Unknown update action',
  invalidStatus: 'Status must be online, away or offline.',
  invalidDevice: 'Device must be text of at most 300 characters.',
  bioTooLong: 'Bio must be at most 500 characters.',
  mustBeTrueOrFalse: 'This value must be true or false.',
  mustBeText: 'This value must be text.',
  mustBeNumber: 'This value must be a number.',
  textTooLong: 'This text must be at most {count} characters.',
  textTooShort: 'This text must be at least {count} characters.',
  unknownFields: 'Unknown fields:',

  // Real time
  realtimeAuthFailed: 'Authentication failed. Please log in again.',
  realtimeForbidden: 'You do not have access to this chat room.',
  chatConnectFailed: 'Failed to connect to chat. Please try again.',
  chatMissingAuth: 'Cannot connect to chat: missing authentication',
  chatJoinRequiresLogin: 'You must be logged in to join chat',
  chatSendRequiresLogin: 'You must be logged in to send messages',
  invalidSocketMessage: 'Invalid message.',

  // Chat (document 3, sections 2, 5 and 8)
  messageEmpty: 'Message cannot be empty',
  invalidChatRoom: 'Invalid chat room',
  chatNotFoundTitle: 'Chat not found',
  chatNotFound: "This conversation doesn't exist or you don't have access to it.",
  backToMessages: 'Back to Messages',
  noMessagesYet: 'No messages yet',
  startTheConversation: 'Send a message to start the conversation!',
  chatUnavailableBanner: 'Real-time chat unavailable. Messages may be delayed.',
  typeAMessage: 'Type a message...',
  imageToSend: 'Image to send:',
  fileTooLargeSend: 'File too large. Please choose a smaller file.',
  imageFileTooLarge: 'Image file is too large. Please choose a smaller image.',
  invalidImageFormatOrSize: 'Invalid image format or size. Please try again.',
  unsupportedImageFormat: 'Unsupported image format. Please use JPG, PNG, or GIF.',
  chatAccessDenied: 'Access denied.',
  failedToSendImage: 'Failed to send image',
  failedToSendMessage: 'Failed to send message',
  messageNotFound: 'Message not found.',
  /** The text of an image message sent without a caption; the conversation hides it. */
  imageMessageText: '[Image]',
  notYourMessage: 'You can only change your own messages.',

  // Inbox (document 3, sections 2 and 8)
  inboxTitle: 'Messages',
  searchConversations: 'Search conversations...',
  noMessagesInbox: "You don't have any messages yet",
  startAConversation: 'Start a conversation',
  noConversationsMatching: 'No conversations matching "{query}"',
  clearSearch: 'Clear search',
  inboxSessionExpired: 'Session expired. Please log in again.',
  inboxAccessDenied: 'Access denied. Please check your permissions.',
  inboxNetworkError: 'Network error. Please check your connection.',
  inboxLoadFailed: 'Failed to load chat rooms. Please try again.',

  // Notifications (document 3, sections 2 and 8)
  notificationsLoadFailed: 'Failed to load notifications',
  allNotificationsRead: 'All notifications marked as read',
  noNotifications: 'No notifications to show',
  viewAllNotifications: 'View all notifications',
  notificationsBanner: 'Connection limited. You may not receive real-time notifications.',
  searchFailed: 'Failed to search users. Please try again.',

  // Third-party sign-in callback
  completingSignIn: 'Completing sign-in...',
  thirdPartySignedIn: 'Successfully signed in with a third-party provider',
  thirdPartyNewUser: 'Welcome! Account created successfully',
  callbackMissingCredentials: 'No authentication credentials received',
  callbackFailed: 'Failed to complete sign-in',
  callbackOtherCode: 'An error occurred during sign-in',
  thirdPartyNotConfigured: 'Google sign-in is not configured on this server.',

  // Create post (document 2, sections 5 and 8)
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryTypeRequired: 'Please select a category type',
  categoryRequired: 'Please select a category',
  priceRequired: 'Price is required',
  deliveryTimeRequired: 'Delivery time is required',
  fillAllRequired: 'Please fill in all required fields',
  titleTooLong: 'Title must be at most 100 characters',
  captionTooLong: 'Caption must be at most 150 characters',
  descriptionTooLong: 'Description must be at most 500 characters',
  priceInvalid: 'Price must be a number of 0 or more',
  unknownCategory: 'Please select a category',
  unknownDeliveryTime: 'Delivery time is required',
  maxFiles: 'Maximum 5 files allowed',
  notImageOrVideo: '{file} is not a valid image or video file',
  fileTooLarge: '{file} exceeds {limit} limit',
  imageTooManyPixels: '{file} is too large to process (at most 40 megapixels)',
  formTooLarge: 'The form is too large',
  notAnImage: 'Please select an image file',
  imageOver1MB: 'Image size must be less than 1MB',
  noImageSelected: 'Please select an image first',
  invalidPostData: 'Invalid post data. Please check all fields.',
  logInAgainToPost: 'Please log in again to create posts.',
  serverErrorLater: 'Server error. Please try again later.',
  createPostFailed: 'Failed to create post. Please try again.',
  postCreated: 'Post created successfully!',
  vendorProfileRequired: 'Please set up your vendor profile in Settings → Marketplace first.',
  logInToCreatePost: 'Please log in to create a post',
  createPostPlaceholder: 'Create a post...',
  setUpVendorPlaceholder: 'Set up vendor profile to post',
  discardPostConfirm: 'Discard this post? What you entered will be lost.',

  // Filter (document 2, section 8)
  applyFiltersFailed: 'Failed to apply filters. Please try again.',
  filterOptionsFailed: 'Failed to load filter options.',
  filteredPostsFailed: 'Failed to load filtered posts.',
  noFilterResults: 'No items found matching {count} filter(s). Try adjusting your criteria.',
  filterResults: 'Found {items} item(s) with {count} filter(s) applied.',
  filtersCleared: 'Filters cleared.',
  minPriceInvalid: 'Minimum price must be a number of 0 or more',
  maxPriceInvalid: 'Maximum price must be a number of 0 or more',
  coordinatesInvalid: 'Latitude must be between -90 and 90 and longitude between -180 and 180',
  pageInvalid: 'Page must be a whole number of 1 or more',

  // Feed and post view (document 2, section 8)
  noContent: 'No Content Found...',
  failedToLoadPost: 'Failed to Load Post',
  unableToFetchPost: 'Unable to fetch post data. Please try again.',
  noPostData: 'No Post Data',
  noPostIdOrContent: 'No post ID or content provided.',
  postNotFoundTitle: 'Post Not Found',
  postNotFound: 'The requested post could not be found.',
  unableToLoadComments: 'Unable to load comments.',
  invalidResponseFormat: 'Invalid response format',
  invalidNumberInput: 'Invalid number input',
  missingPostId: 'Unable to open post - missing ID',
  noImageAvailable: 'No image available',

  // Post actions (document 2, section 8)
  logInToMessageSellers: 'Please log in to message sellers',
  chatUserUnavailable: 'Unable to start chat - user information not available',
  failedToStartChat: 'Failed to start chat',
  failedToStartConversation: 'Failed to start conversation',
  linkCopied: 'Link copied to clipboard',
  failedToCopyLink: 'Failed to copy link',
  logInToDelete: 'You must be logged in to delete posts',
  postDeleted: 'Post deleted successfully',
  deletePostFailed: 'Failed to delete post. Please try again.',
  notYourPost: 'You can only delete your own posts.',
  deletePostConfirm: 'Delete this post? This cannot be undone.',
  likeFailed: 'Failed to like post',
  logInToLike: 'Please log in to like posts',
  logInToComment: 'Please log in to comment',
  commentEmpty: 'Comment cannot be empty',
  replyEmpty: 'Reply cannot be empty',
  commentTooLong: 'Comment must be at most 500 characters',
  replyTooLong: 'Reply must be at most 300 characters',
  commentFailed: 'Failed to post comment',
  logInToFollow: 'Please log in to follow users',
  nowFollowing: 'Now following {name}',
  followFailed: 'Failed to follow user',
  cannotFollowSelf: 'You cannot follow yourself.',
  postHidden: 'Post hidden successfully',
  postSaved: 'Post saved!',
  postUnsaved: 'Post removed from saved',
  reportComingSoon: 'Report functionality coming soon!',
  shareFailed: 'Failed to share post. Please try again.',
  postShared: 'Post shared successfully',
  walletActivated: 'Wallet activated successfully!',
  walletActivationFailed: 'Failed to activate wallet',

  // Comments section (document 2, sections 2 and 8)
  commentPostFailed: 'Failed to post comment. Please try again.',
  replyPostFailed: 'Failed to post reply. Please try again.',
  commentUnavailable: 'Unable to post comment. Please refresh the page.',
  replyMissingInfo: 'Missing required information to post reply.',
  notAuthenticated: 'Not authenticated',
  emptyComment: 'Empty comment',
  pleaseLoginToComment: 'Please login to comment.',
  pleaseLogInToComment: 'Please log in to comment',
  logInToCommentPlaceholder: 'Log in to comment',
  commentsDisabledNotice: 'This vendor has disabled comments.',
  commentsDisabledPlaceholder: 'Comments are disabled',
  commentsDisabledToast: 'Comments are disabled for this post',
  parentCommentInvalid: 'The comment you are replying to is not on this post.',

  // Profile (document 2, section 8)
  profileNotFound: 'Profile not found',
  profileLoadFailed: 'Failed to load profile data',
  followUpdateFailed: 'Failed to update follow status',
  logInToMessageUsers: 'Please log in to message users',
  noListings: 'No products or services listed yet',
  loginToInteract: 'Login to interact',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  cannotRateSelf: 'You cannot rate yourself.',
  notAVendor: 'This user has no store to rate.',
  ratingSaved: 'Thanks! Your rating was saved.',
  logInToRate: 'Please log in to rate sellers',
  cannotHideOwnPost: 'You cannot hide your own post.',
  cannotChatWithSelf: 'You cannot start a chat with yourself.',

  // Referral (document 2, section 8)
  referralLoadFailed: 'Failed to load referral information',
  referralRefreshFailed: 'Failed to refresh stats',
  referralCopyFailed: 'Failed to copy referral code',
  referralShareFailed: 'Failed to share referral',
  referralRefreshed: 'Referral stats refreshed',
  referralCodeCopied: 'Referral code copied to clipboard!',
  referralLinkCopied: 'Referral link copied to clipboard!',

  // Wallet (document 2, section 8)
  validAmount: 'Please enter a valid amount',
  insufficientBalance: 'Insufficient balance',
  transactionFailed: 'Transaction failed',
  deposited: 'Successfully deposited {amount}',
  withdrawalInitiated: 'Withdrawal of {amount} initiated.',
  validAccountNumber: 'Please enter a valid 10-digit account number',
  bankNameRequired: 'Please enter your bank name',

  // Store settings (document 3, sections 5 and 8)
  businessNameRequired: 'Business name is required',
  businessPhoneRequired: 'Business phone number is required',
  businessAddressRequired: 'Business address is required',
  invalidStoreCoordinates: 'Invalid location coordinates. Please search for address or use current location.',
  serviceRadiusInvalid: 'Service radius must be a positive integer',
  bankDetailsRequired: 'All bank details are required',
  accountNumberDigits: 'Account number should be 10 digits',
  storeCreated: 'Store created successfully!',
  storeCreatedReloading: 'Store created successfully! Refreshing page...',
  saveChangesFailed: 'Failed to save changes. Please try again.',
  mapSelectorComingSoon: 'Map selector feature coming soon!',

  // Profile and chat settings (document 3, sections 5 and 8)
  pleaseEnterAndConfirmPassword: 'Please enter and confirm your new password',
  passwordsDontMatch: "Passwords don't match",
  imageSelected: 'Image selected. Click Update to save changes.',
  wallpaperSelected: 'Wallpaper selected. Click Update to save changes.',
  updating: 'Updating...',
  failedToUpdateProfile: 'Failed to update profile',
  failedToUpdatePassword: 'Failed to update password',
  failedToUpdateImage: 'Failed to update image',
  updateFailedWith: 'Update failed: {message}',
  failedToLoadUserData: 'Failed to load user data',
  colorRequired: 'Please select a color',
  colorInvalid: 'Please enter a colour code such as #6E9F2E',
  chatColorUpdated: 'Chat color updated successfully!',
  chatColorFailed: 'Failed to update chat color. Please try again.',
  wallpaperUpdated: 'Wallpaper updated successfully!',
  wallpaperFailed: 'Failed to update wallpaper. Please try again.',
  pictureUpdated: 'Image updated successfully!',
  oneImageAtATime: 'Please send one image at a time.',

  // Location and address (document 3, section 8)
  locationUpdated: 'Location updated successfully!',
  invalidLocationReceived: 'Invalid location coordinates received. Please try again.',
  geolocationUnsupported: 'Geolocation is not supported by your browser',
  addressQueryTooShort: 'Enter at least 3 characters to search for an address.',
  addressSuggestionsFound: 'Found {count} address suggestions',
  addressSearchUnavailable: 'Address search temporarily unavailable',
  addressSelected: 'Address selected and coordinates updated!',
  addressValidated: 'Address validated and coordinates extracted!',
  addressSelectFailed: 'Error processing selected address',
  noPlaceNearby: 'No known place lies near these coordinates.',
  locationRequiresHttps: 'Location services require HTTPS. Please open this site over a secure (https://) connection.',
  locationDeniedMobile:
    'Location access was denied. Please enable location services for this site in your phone settings, then refresh the page.',
  locationDeniedDesktop:
    'Location access was denied. Please allow location access for this site in your browser settings, then refresh the page.',
  locationUnavailable: 'Your position is unavailable right now. Please check that location services are on and try again.',
  locationTimedOut: 'Location request timed out. Please try again, or search for your address instead.',
  locationGuideIphone:
    'To turn on location on iPhone: open Settings > Privacy & Security > Location Services, switch it on and set your browser to While Using the App; then refresh this page.',
  locationGuideAndroid:
    'To turn on location on Android: swipe down and switch on Location, then tap the lock icon next to the address in your browser and allow Location; then refresh this page.',
  locationGuideMobile:
    "To turn on location: switch on your device's location services and allow location for this site in your browser's settings; then refresh this page.",
  locationGuideDesktop:
    'To turn on location: click the lock icon next to the address in your browser, set Location to Allow, then refresh this page.',
  addressSearchAlternatives:
    'Address search temporarily unavailable. Use your current location, or type your full address (street, area, city) and save: it will be checked then.',
  addressNotLocated:
    "We could not find this address on the map. Please use the 'Use Current Location' button, search for your address and pick a suggestion, or enter a more specific address (street, area, city, state).",
  coordinatesMissing: 'No coordinates yet. Search for your address or use your current location.',
  nearbyLoadFailed: 'Failed to load nearby vendors and products. Please try again.',
  nearbyCityNotFound: 'We could not find that place. Please pick a city from the suggestions.',
  unknownCountry: 'Please choose a country from the list.',
  unknownState: 'Please choose a state of that country from the list.',

  // Search (document 3, section 2)
  noSearchResults: 'No results found',
  searchHint: 'Try searching for a different username or market name',
  searchResultsTitle: 'Search Results for "{query}"',
  noUsersMatching: 'No users found matching "{query}"',
  returnToMarketplace: 'Return to Marketplace',
  verifiedVendor: 'Verified Vendor',

  // Contact (document 3, section 8)
  feedbackSubmitted: "Feedback submitted successfully! We'll get back to you soon.",
  ticketSubmitted: "Support ticket submitted successfully! We'll respond within 24-48 hours.",
  feedbackFailed: 'Failed to send feedback. Please try again or contact us directly.',
  ticketFailed: 'Failed to submit ticket. Please try again or contact us directly.',
  unknownFeedbackType: 'Feedback type must be User Feedback or Support Ticket.',
  ticketNotFound: 'No ticket {ticket} was found on your account. Leave the ticket number blank to open a new ticket.',

  // Tracking (document 1, section 7)
  invalidEvent: 'An event needs a name of letters, digits, spaces and . _ : - (at most 64 characters).',
  invalidEventProperties: 'Event properties must be at most 30 names with short text, number, true/false or empty values.',
} as const;

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

/** Fills `{name}` slots of a message template. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}
