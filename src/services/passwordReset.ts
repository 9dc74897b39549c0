import { forgotPasswordAnswerSchema, resetPasswordAnswerSchema, type ResetPasswordPayload } from '../contract';
import { call } from './api';

/* A forgotten password: the mailed link and the new password, loaded with the reset screen. */

export function forgotPassword(email: string, signal?: AbortSignal) {
  return call('/forgotpassword', forgotPasswordAnswerSchema, { method: 'POST', body: { email }, signal, quiet: true });
}

export function resetPassword(payload: ResetPasswordPayload, signal?: AbortSignal) {
  return call('/resetpassword', resetPasswordAnswerSchema, { method: 'POST', body: payload, signal, quiet: true });
}
