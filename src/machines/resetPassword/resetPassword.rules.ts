import { FORGOT_PASSWORD_RESPONSES, forgotPasswordPayloadSchema, MESSAGES, resetPasswordPayloadSchema } from '../../contract';
import type { ForgotPasswordOutcome, NewPasswordMessages, RequestFailure, ResetPasswordContext } from './resetPassword.types';

/** The email rule of the request form: 'Email address is required' / 'Please enter a valid email address'. */
export function emailMessage(email: string): string | undefined {
  const parsed = forgotPasswordPayloadSchema.safeParse({ email });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The first message per field of the new password, by the register password rules. */
export function newPasswordMessages(context: Pick<ResetPasswordContext, 'token' | 'password' | 'passwordConfirm'>): NewPasswordMessages {
  const parsed = resetPasswordPayloadSchema.safeParse({
    token: context.token,
    password: context.password,
    password_confirm: context.passwordConfirm,
  });
  const messages: NewPasswordMessages = {};
  if (parsed.success) return messages;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'password' || field === 'password_confirm') && !messages[field]) messages[field] = issue.message;
  }
  return messages;
}

const isServerText = (failure: RequestFailure) => failure.status > 0 && failure.message !== MESSAGES.genericError && failure.message !== '';

/** What the request form says after a forgot-password answer that is not a success. */
export function requestFailureMessage(outcome: ForgotPasswordOutcome): string {
  if (outcome.ok) {
    if (outcome.answer.response === FORGOT_PASSWORD_RESPONSES.noUser) return MESSAGES.resetUnknownUser;
    if (outcome.answer.response === FORGOT_PASSWORD_RESPONSES.notActive) return MESSAGES.resetInactive;
    return outcome.answer.message || MESSAGES.resetFailed;
  }
  if (outcome.failure.status === 0 && outcome.failure.message === MESSAGES.networkError) return MESSAGES.networkError;
  return isServerText(outcome.failure) ? outcome.failure.message : MESSAGES.resetFailed;
}

/** The server's first word on each password field, if it refused the new password itself. */
export function serverPasswordErrors(failure: RequestFailure): NewPasswordMessages {
  const messages: NewPasswordMessages = {};
  for (const field of ['password', 'password_confirm'] as const) {
    const list = failure.errors?.[field];
    if (Array.isArray(list) && list[0]) messages[field] = list[0];
  }
  return messages;
}

/** The mailed link no longer works: unknown, used or expired token. */
export function isLinkRefused(failure: RequestFailure): boolean {
  if (failure.message === MESSAGES.resetLinkInvalid) return true;
  return Array.isArray(failure.errors?.token);
}

export function completeFailureMessage(failure: RequestFailure): string {
  if (failure.status === 0 && failure.message === MESSAGES.networkError) return MESSAGES.networkError;
  return isServerText(failure) ? failure.message : MESSAGES.genericError;
}
