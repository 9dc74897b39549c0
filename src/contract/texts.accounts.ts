/** Texts of accounts, sessions, real time and tracking (specification document 1), word for word. */

export const ACCOUNT_MESSAGES = {
  // Rules for every call
  genericError: 'An error occurred',
  networkError: 'Network error. Please check your connection.',
  networkErrorRegister: 'Network error. Please check your connection and try again.',
  authenticationRequired: 'Authentication required',
  pleaseLogIn: 'Please log in to continue',
  invalidToken: 'Invalid token',
  tooManyRequests: 'Too many requests. Please try again in {wait}.',
  validationFailed: 'Please check your input and try again.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  cannotSaveNow: 'The server cannot save right now. Please try again in a few minutes.',
  requestTooLarge: 'The request is too large.',
  requestTimedOut: 'The request took too long to arrive. Please try again.',

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

  // Sessions (profile settings): every sign-in is its own session
  sessionNotFound: 'Session not found.',
  sessionSignedOut: 'Signed out of the session',
  otherSessionsSignedOut: 'Signed out of all other sessions',
  sessionsLoadFailed: 'Failed to load sessions. Please try again.',
  sessionSignOutFailed: 'Failed to sign out. Please try again.',
  unknownLocation: 'Unknown location',

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
  resendCooldown: 'Please wait {wait} before requesting a new code.',
  missingUsername: 'Missing username parameter',
  userNotFound: 'User not found.',

  // Account updates
  updatedSuccessfully: 'Updated successfully!',
  profileUpdated: 'Profile updated successfully',
  passwordUpdated: 'Password updated successfully',
  // Beyond the spec (docs/api-decisions.md): a password change proves the current password.
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is incorrect',
  noPasswordToChange: 'Your account has no password yet. Use Forgot Password on the sign-in page to set one by e-mail.',
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

  // Third-party sign-in callback
  completingSignIn: 'Completing sign-in...',
  thirdPartySignedIn: 'Successfully signed in with a third-party provider',
  thirdPartyNewUser: 'Welcome! Account created successfully',
  callbackMissingCredentials: 'No authentication credentials received',
  callbackFailed: 'Failed to complete sign-in',
  callbackOtherCode: 'An error occurred during sign-in',
  thirdPartyNotConfigured: 'Google sign-in is not configured on this server.',

  // Tracking (document 1, section 7)
  invalidEvent: 'An event needs a name of letters, digits, spaces and . _ : - (at most 64 characters).',
  invalidEventProperties: 'Event properties must be at most 30 names with short text, number, true/false or empty values.',
} as const;

/** The third-party sign-in callback's text for each error code the server sends it back with. */
export const CALLBACK_ERRORS: Readonly<Record<string, string>> = {
  access_denied: 'Google sign-in was cancelled',
  no_code: 'No authorization code received',
  token_exchange_failed: 'Failed to exchange authorization code',
  invalid_token: 'Invalid token received',
  email_not_verified: 'Your Google email is not verified',
  authentication_failed: 'Authentication failed. Please try again',
};

/** The forgot-password answer's `response` word for each outcome. */
export const FORGOT_PASSWORD_RESPONSES = {
  successful: 'successful',
  noUser: 'no user found',
  notActive: 'Account not active',
} as const;
