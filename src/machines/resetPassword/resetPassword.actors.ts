import { fromPromise } from 'xstate';
import { errorAnswerSchema, type ResetPasswordPayload } from '../../contract';
import { forgotPassword, resetPassword } from '../../services/passwordReset';
import { ApiError } from '../../services/api';
import type { CompleteResetOutcome, ForgotPasswordOutcome, RequestFailure } from './resetPassword.types';

function toFailure(error: unknown): RequestFailure {
  if (!(error instanceof ApiError)) throw error;
  const body = errorAnswerSchema.safeParse(error.data);
  const errors = body.success ? body.data.errors : undefined;
  return { status: error.status, message: error.message, ...(errors ? { errors } : {}) };
}

/** POST /forgotpassword; every answer (including 'no user found') resolves, the chart reads it. */
export const requestResetLink = fromPromise<ForgotPasswordOutcome, { email: string }>(async ({ input, signal }) => {
  try {
    return { ok: true, answer: await forgotPassword(input.email.trim(), signal) };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  }
});

/** POST /resetpassword with the mailed token and the new password. */
export const completeReset = fromPromise<CompleteResetOutcome, ResetPasswordPayload>(async ({ input, signal }) => {
  try {
    const answer = await resetPassword(input, signal);
    return { ok: true, message: answer.message };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  }
});

export const resetPasswordActors = { requestResetLink, completeReset };
