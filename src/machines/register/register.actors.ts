import { fromPromise } from 'xstate';
import { errorAnswerSchema, type RegisterPayload } from '../../contract';
import { checkReferralCode, register } from '../../services/signUp';
import { ApiError } from '../../services/api';
import type { ReferralStatus, RegisterOutcome } from './register.types';

/** POST /register; a refusal comes back as an outcome with the server's field errors, not as a throw. */
export const registerUser = fromPromise<RegisterOutcome, RegisterPayload>(async ({ input, signal }) => {
  try {
    return { ok: true, answer: await register(input, signal) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = errorAnswerSchema.safeParse(error.data);
    return { ok: false, status: error.status, message: error.message, errors: body.success ? body.data.errors : undefined };
  }
});

/** GET /referral/check: whether the ?ref= code belongs to someone; without a code, nothing is asked; a failed check is unchecked. */
export const checkReferral = fromPromise<ReferralStatus, { code: string | undefined }>(async ({ input, signal }) => {
  if (!input.code) return 'none';
  return checkReferralCode(input.code, signal).then(
    (answer) => (answer.valid ? 'applied' : 'refused'),
    () => 'unchecked',
  );
});

export const registerActors = { registerUser, checkReferral };
