import { sessionSignOutAnswerSchema, sessionsAnswerSchema } from '../contract';
import { call } from './api';

/* The signed-in user's sessions (Settings): loaded with that screen. */

/** GET /sessions: the signed-in user's sessions, this one marked current. */
export function fetchSessions(signal?: AbortSignal) {
  return call('/sessions', sessionsAnswerSchema, { auth: true, signal, quiet: true });
}

export function signOutSession(id: number, signal?: AbortSignal) {
  return call(`/sessions/${id}/signout`, sessionSignOutAnswerSchema, { method: 'POST', auth: true, signal, quiet: true });
}

export function signOutOtherSessions(signal?: AbortSignal) {
  return call('/sessions/signout-others', sessionSignOutAnswerSchema, { method: 'POST', auth: true, signal, quiet: true });
}
