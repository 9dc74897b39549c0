import { loginAnswerCheck, logoutAnswerCheck } from '../contract/answerChecks.generated';
import type { LoginPayload } from '../contract/accounts';
import { LIMITS } from '../contract/limits';
import { call } from './api';

/*
 * Signing in and out: loaded with the first sign-in or logout (src/machines/auth/auth.sessionCalls.ts), not with a
 * visitor's first page.
 */

/** The login's device: platform plus user agent, as the spec says. */
export function describeDevice(): string {
  const platform = typeof navigator === 'undefined' ? 'server' : (navigator.platform || 'web');
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return `${platform} ${agent}`.trim().slice(0, LIMITS.deviceMax);
}

/** The auth machine has already trimmed and lower-cased the username. */
export function login(payload: LoginPayload, signal?: AbortSignal) {
  return call('/login', loginAnswerCheck, { method: 'POST', body: payload, signal, quiet: true });
}

export function logout(signal?: AbortSignal) {
  return call('/logout', logoutAnswerCheck, { method: 'POST', auth: true, signal, quiet: true });
}
