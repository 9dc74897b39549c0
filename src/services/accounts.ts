import { currentUserAnswerCheck, userStatusCheck } from '../contract/answerChecks.generated';
import type { OnlineStatusPayload } from '../contract/presence';
import { call } from './api';

/*
 * The session's calls every page's code needs (the current user, presence). Signing in and out (signIn.ts),
 * registering and verifying (signUp.ts), a password reset (passwordReset.ts) and the sessions list (sessions.ts) load
 * when they are used.
 */

export function fetchCurrentUser(username: string, signal?: AbortSignal) {
  return call('/fetchcurruserdetails', currentUserAnswerCheck, { query: { username }, auth: 'optional', signal });
}

export function setOnlineStatus(payload: OnlineStatusPayload, signal?: AbortSignal) {
  return call('/user/online-status/', userStatusCheck, { method: 'POST', body: payload, auth: true, signal, quiet: true });
}
