import { currentUserAnswerCheck, loginAnswerCheck, logoutAnswerCheck, userStatusCheck } from '../contract/answerChecks.generated';
import type { LoginPayload } from '../contract/accounts';
import { LIMITS } from '../contract/limits';
import type { OnlineStatusPayload } from '../contract/presence';
import { call } from './api';

/*
 * The session's calls (login, logout, the current user, presence), which every page's code needs. Registering and
 * verifying (signUp.ts), a password reset (passwordReset.ts) and the sessions list (sessions.ts) load with their screens.
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

export function fetchCurrentUser(username: string, signal?: AbortSignal) {
  return call('/fetchcurruserdetails', currentUserAnswerCheck, { query: { username }, auth: 'optional', signal });
}

export function setOnlineStatus(payload: OnlineStatusPayload, signal?: AbortSignal) {
  return call('/user/online-status/', userStatusCheck, { method: 'POST', body: payload, auth: true, signal, quiet: true });
}
