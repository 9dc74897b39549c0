import {
  activateAnswerSchema,
  activatePayloadSchema,
  activateQuerySchema,
  currentUserAnswerSchema,
  currentUserQuerySchema,
  forgotPasswordAnswerSchema,
  forgotPasswordPayloadSchema,
  inactiveLoginAnswerSchema,
  loginAnswerSchema,
  loginPayloadSchema,
  logoutAnswerSchema,
  registerAnswerSchema,
  registerPayloadSchema,
  resendCodeAnswerSchema,
  resendCodePayloadSchema,
  resendCooldownAnswerSchema,
  resetPasswordAnswerSchema,
  resetPasswordPayloadSchema,
} from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';

export const accountsDocs: AreaDocs = {
  tag: 'accounts',
  description: 'Registration and activation, signing in and out, password reset, and anyone’s profile.',
  operations: [
    operation('POST /api/register', 'public', 'Registers an account and mails its activation code', {
      rateLimited: true,
      body: registerPayloadSchema,
      answers: { 201: answer('The account waits for its activation code.', registerAnswerSchema) },
      errors: { 400: 'Fields are refused (taken username or e-mail, common password...): `errors` by field, `success: false`.' },
    }),
    operation('POST /api/activate', 'public', 'Activates an account with the mailed code', {
      rateLimited: true,
      query: activateQuerySchema,
      body: activatePayloadSchema,
      answers: { 200: answer('The account is active: the user may sign in.', activateAnswerSchema) },
      errors: { 400: 'Wrong, expired or too often tried code, or an account already active.', 404: 'No account has this username or e-mail.' },
    }),
    operation('GET /api/resendcode', 'public', 'Seconds before a new activation code may be sent', {
      description: 'Says nothing of who exists: an unknown or active account has nothing to wait for (0).',
      query: resendCodePayloadSchema,
      answers: { 200: answer('The seconds left of the resend cooldown.', resendCooldownAnswerSchema) },
    }),
    operation('POST /api/resendcode', 'public', 'Mails a new activation code', {
      rateLimited: true,
      body: resendCodePayloadSchema,
      answers: { 200: answer('A new code is mailed.', resendCodeAnswerSchema) },
      errors: {
        400: 'The account is already active.',
        404: 'No account has this username or e-mail.',
        429: 'The resend cooldown has not passed, or over the rate limit.',
        503: 'The mail could not be sent; retry at once.',
      },
    }),
    operation('POST /api/login', 'public', 'Signs in: a new session and its token', {
      rateLimited: true,
      body: loginPayloadSchema,
      answers: { 200: answer('The session token and who signed in.', loginAnswerSchema) },
      errors: {
        400: 'Wrong username, e-mail or password (the same words for each).',
        403: { description: 'The account is not activated yet: its username, to resend the code.', body: inactiveLoginAnswerSchema },
        429: 'Too many failed sign-ins from this address or for this account.',
      },
    }),
    operation('POST /api/logout', 'required', 'Ends the caller’s session (its sockets close)', {
      answers: { 200: answer('Signed out.', logoutAnswerSchema) },
    }),
    operation('POST /api/forgotpassword', 'public', 'Mails a one-time password reset link', {
      rateLimited: true,
      body: forgotPasswordPayloadSchema,
      answers: { 200: answer('Mailed, or why not (no such user, not active) in `response`.', forgotPasswordAnswerSchema) },
      errors: { 503: 'The mail could not be sent.' },
    }),
    operation('POST /api/resetpassword', 'public', 'Sets a new password with the mailed link’s token; every session ends', {
      rateLimited: true,
      body: resetPasswordPayloadSchema,
      answers: { 200: answer('The password is changed.', resetPasswordAnswerSchema) },
      errors: { 400: 'The link is invalid, used or expired, or the password is refused.' },
    }),
    operation('GET /api/fetchcurruserdetails', 'optional', 'A user’s profile; the private parts only for oneself', {
      query: currentUserQuerySchema,
      answers: { 200: answer('The profile as the caller may see it.', currentUserAnswerSchema) },
      errors: { 404: 'No user has this username.' },
    }),
  ],
};
