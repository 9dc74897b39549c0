import { fromPromise } from 'xstate';
import { activate, fetchResendCooldown, resendCode } from '../../services/signUp';
import { ApiError } from '../../services/api';
import { COOLDOWN_SECONDS } from './verify.rules';
import type { ActivateOutcome, RequestFailure, ResendOutcome } from './verify.types';

function positiveSeconds(value: unknown): number | undefined {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The wait a 429 asks for: its Retry-After header, else the body's retry_after. */
function retryAfterOf(error: ApiError): number | undefined {
  if (error.status !== 429) return undefined;
  const body = error.data && typeof error.data === 'object' ? (error.data as Record<string, unknown>) : {};
  return positiveSeconds(error.retryAfter) ?? positiveSeconds(body.retry_after);
}

function toFailure(error: unknown): RequestFailure {
  if (!(error instanceof ApiError)) throw error;
  const retryAfterSeconds = retryAfterOf(error);
  return { status: error.status, message: error.message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}

/** POST /activate?username=; a refusal resolves as an outcome so the chart decides what it means. */
export const activateAccount = fromPromise<ActivateOutcome, { username: string; code: string }>(async ({ input, signal }) => {
  try {
    return { ok: true, answer: await activate(input.username, input.code, signal) };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  }
});

/** POST /resendcode; the answer's retry_after sets the next countdown. */
export const sendNewCode = fromPromise<ResendOutcome, { username: string }>(async ({ input, signal }) => {
  try {
    const answer = await resendCode(input.username, signal);
    return { ok: true, retryAfterSeconds: positiveSeconds(answer.retry_after) ?? COOLDOWN_SECONDS };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  }
});

/** GET /resendcode?username=: the seconds the server's own cooldown still runs (0: a resend is taken now). */
export const loadResendCooldown = fromPromise<number, { username: string }>(async ({ input, signal }) => {
  const answer = await fetchResendCooldown(input.username, signal);
  return positiveSeconds(answer.retry_after) ?? 0;
});

export const verifyActors = { activateAccount, sendNewCode, loadResendCooldown };
