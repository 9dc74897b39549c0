import { fromPromise } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { fetchSessions, signOutOtherSessions, signOutSession } from '../../services/sessions';
import { settleUpdate } from '../shared/settingsUpdate';
import type { SessionsLoadOutcome, SignOutOutcome } from './sessions.types';

/** GET /sessions; a failure resolves with the words to show. */
export const loadSessions = fromPromise<SessionsLoadOutcome, void>(async ({ signal }) => {
  const outcome = await settleUpdate(fetchSessions(signal), MESSAGES.sessionsLoadFailed, signal);
  return outcome.ok ? { ok: true, sessions: outcome.answer.sessions } : outcome;
});

const signedOut = async (request: Promise<{ message: string }>, signal: AbortSignal): Promise<SignOutOutcome> => {
  const outcome = await settleUpdate(request, MESSAGES.sessionSignOutFailed, signal);
  return outcome.ok ? { ok: true, message: outcome.answer.message } : outcome;
};

/** POST /sessions/{id}/signout for another session of the user. */
export const signOutOne = fromPromise<SignOutOutcome, { id: number }>(({ input, signal }) => signedOut(signOutSession(input.id, signal), signal));

/** POST /sessions/signout-others. */
export const signOutOthers = fromPromise<SignOutOutcome, void>(({ signal }) => signedOut(signOutOtherSessions(signal), signal));

export const sessionsActors = { loadSessions, signOutOne, signOutOthers };
