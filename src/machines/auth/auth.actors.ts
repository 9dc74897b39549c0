import { fromCallback, fromPromise } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import { fetchCurrentUser } from '../../services/accounts';
import { ApiError, onApiError } from '../../services/api';
import { readSession, type Session } from '../../services/cookies';
import type { AuthEvent, CurrentUserOutcome, LoginInput, LoginOutcome, StoredSessionWatch } from './auth.types';

/**
 * A stopped actor's request is aborted; its late answer must not reach the
 * actor if it is started again (React StrictMode remounts do that), so the
 * promise of an aborted request never settles.
 */
function abandoned(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/** Signing in and out: their code comes with the first use, not with a visitor's first page. */
const sessionCalls = () => import('./auth.sessionCalls');

/** The sign-in form asks for it as it opens: a connection lost before Sign In is pressed still lets the login say why. */
export function preloadSignIn(): void {
  void sessionCalls().catch(() => undefined);
}

/** POST /login with the device; a refusal is an outcome, not a throw, and so is a network that could not bring its code. */
export const logIn = fromPromise<LoginOutcome, LoginInput>(async ({ input, signal }) => {
  const calls = await sessionCalls().catch(() => null);
  if (!calls) return { kind: 'failure', message: MESSAGES.networkError };
  return (await calls.logInOutcome(input, signal)) ?? abandoned();
});

/** GET /fetchcurruserdetails for the signed-in user. */
export const loadCurrentUser = fromPromise<CurrentUserOutcome, { username: string }>(async ({ input, signal }) => {
  try {
    const answer = await fetchCurrentUser(input.username, signal);
    return { kind: 'loaded', currentUser: answer.currentuser };
  } catch (error) {
    if (signal.aborted) return abandoned();
    if (error instanceof ApiError && error.isAuthFailure) return { kind: 'authFailed', message: error.message };
    return { kind: 'unavailable', message: error instanceof Error ? error.message : MESSAGES.genericError };
  }
});

/** POST /logout, best effort: the session ends on this device whatever the server says. */
export const logOut = fromPromise<void, void>(async ({ signal }) => {
  try {
    await (await sessionCalls()).logOutOfServer(signal);
  } catch {
    // The token may already be revoked, the network down or the code not fetched; the cookies go anyway.
  }
});

/** Reports every 401 / 'Invalid token' answer of any call while signed in. */
export const watchApiAuthFailures = fromCallback<AuthEvent>(({ sendBack }) =>
  onApiError((error, options) => {
    if (error.isAuthFailure && !options.signal?.aborted) sendBack({ type: 'api.authFailed', message: error.message });
  }),
);

function sameSession(a: Session | null, b: Session | null): boolean {
  return a?.token === b?.token && a?.username === b?.username;
}

/**
 * Reads the stored session every DURATIONS.cookiePolling (a timer the browser
 * owns) and reports `cookies.changed` only when it differs from the last one
 * seen, starting from the session the machine believes is stored. Another
 * tab's sign-in or logout reaches this one; an unchanged cookie says nothing.
 */
export const watchStoredSession = fromCallback<AuthEvent, StoredSessionWatch>(({ input, sendBack }) => {
  let lastSeen = input.session;
  const timer = setInterval(() => {
    const stored = readSession();
    if (sameSession(stored, lastSeen)) return;
    lastSeen = stored;
    sendBack({ type: 'cookies.changed', session: stored });
  }, DURATIONS.cookiePolling);
  return () => clearInterval(timer);
});

export const authActors = { logIn, loadCurrentUser, logOut, watchApiAuthFailures, watchStoredSession };
