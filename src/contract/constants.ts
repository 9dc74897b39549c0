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
  resendCooldown: 60 * SECOND,
  notFoundRedirect: 10 * SECOND,
  // One step of the whole-second countdowns (not-found redirect, resend cooldown).
  countdownTick: SECOND,
  verificationCodeLifetime: 15 * MINUTE,
  resetLinkLifetime: HOUR,
  tokenIdleLifetime: 30 * DAY,
  tokenAbsoluteLifetime: 90 * DAY,
  presenceStaleAfter: 2 * MINUTE,
} as const;

/** Server-side rate limits, at the scale a large social network uses, per IP or per target account. */
export const RATE_LIMITS = {
  login: { max: 25, windowMs: 5 * MINUTE },
  register: { max: 10, windowMs: HOUR },
  activate: { max: 20, windowMs: 15 * MINUTE },
  resendcode: { max: 5, windowMs: 30 * MINUTE },
  forgotpassword: { max: 5, windowMs: 30 * MINUTE },
  resetpassword: { max: 10, windowMs: 30 * MINUTE },
} as const;

export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  abnormal: 1006,
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
export const DEFAULT_CHAT_COLOR = BRAND_COLOR;

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
  searchFailed: 'Failed to search users. Please try again.',

  // Third-party sign-in callback
  completingSignIn: 'Completing sign-in...',
  thirdPartySignedIn: 'Successfully signed in with a third-party provider',
  thirdPartyNewUser: 'Welcome! Account created successfully',
  callbackMissingCredentials: 'No authentication credentials received',
  callbackFailed: 'Failed to complete sign-in',
  callbackOtherCode: 'An error occurred during sign-in',
  thirdPartyNotConfigured: 'Google sign-in is not configured on this server.',
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
