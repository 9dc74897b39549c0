import { fromCallback, fromPromise } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import { parsedOrUndefined } from '../../contract/answerChecks';
import { inactiveLoginAnswerCheck } from '../../contract/answerChecks.generated';
import { describeDevice, fetchCurrentUser, login, logout } from '../../services/accounts';
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

/** POST /login with the device; a refusal is an outcome, not a throw. */
export const logIn = fromPromise<LoginOutcome, LoginInput>(async ({ input, signal }) => {
  try {
    const answer = await login({ ...input, device: describeDevice() }, signal);
    return { kind: 'success', answer };
  } catch (error) {
    if (signal.aborted) return abandoned();
    if (!(error instanceof ApiError)) return { kind: 'failure', message: MESSAGES.loginFailed };
    const inactive = parsedOrUndefined(inactiveLoginAnswerCheck, error.data);
    if (error.status === 403 && inactive) return { kind: 'inactive', username: inactive.username };
    if (error.message === MESSAGES.inactiveUser) return { kind: 'inactive', username: input.username };
    const known = error.message && error.message !== MESSAGES.genericError;
    return { kind: 'failure', message: known ? error.message : MESSAGES.loginFailed };
  }
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

/**
 * A shared phone must not show the next person the last account's chats: a browser that was allowed to show
 * notifications drops its push subscription, with the token still valid for the server to forget it too. Should the
 * server not answer, the browser drops it all the same (its push service then tells the server it is gone).
 */
async function forgetPushDevice(signal: AbortSignal): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) return;
  const { unsubscribePushDevice } = await import('../../services/webPush');
  await unsubscribePushDevice(signal).catch(() => undefined);
  await (await registration.pushManager.getSubscription())?.unsubscribe();
}

/** POST /logout, best effort: the session ends on this device whatever the server says. */
export const logOut = fromPromise<void, void>(async ({ signal }) => {
  try {
    await forgetPushDevice(signal).catch(() => undefined);
    await logout(signal);
  } catch {
    // The token may already be revoked or the network down; the cookies go anyway.
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
