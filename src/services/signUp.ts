import {
  activateAnswerSchema,
  referralCheckAnswerSchema,
  registerAnswerSchema,
  resendCodeAnswerSchema,
  resendCooldownAnswerSchema,
  type RegisterPayload,
} from '../contract';
import { call } from './api';

/* Registering and verifying an account: loaded with the register and verify screens, not with every page. */

export function register(payload: RegisterPayload, signal?: AbortSignal) {
  return call('/register', registerAnswerSchema, { method: 'POST', body: payload, signal, quiet: true });
}

/** GET /referral/check?code=: whether a ?ref= code belongs to someone. */
export function checkReferralCode(code: string, signal?: AbortSignal) {
  return call('/referral/check', referralCheckAnswerSchema, { query: { code }, signal, quiet: true });
}

export function activate(username: string, code: string, signal?: AbortSignal) {
  return call('/activate', activateAnswerSchema, { method: 'POST', query: { username }, body: { code }, signal, quiet: true });
}

export function resendCode(username: string, signal?: AbortSignal) {
  return call('/resendcode', resendCodeAnswerSchema, { method: 'POST', body: { username }, signal, quiet: true });
}

/** GET /resendcode?username=: the seconds before the server takes a resend (0: now). */
export function fetchResendCooldown(username: string, signal?: AbortSignal) {
  return call('/resendcode', resendCooldownAnswerSchema, { query: { username }, signal, quiet: true });
}
