import { MESSAGES } from '../../contract/constants';
import { parsedOrUndefined } from '../../contract/answerChecks';
import { inactiveLoginAnswerCheck } from '../../contract/answerChecks.generated';
import { ApiError } from '../../services/api';
import { describeDevice, login, logout } from '../../services/signIn';
import type { LoginInput, LoginOutcome } from './auth.types';

/*
 * Signing in and out, the auth actors' work (auth.actors.ts): loaded with the first sign-in or logout, so that a
 * visitor's first page does not carry it.
 */

/** POST /login with the device; a refusal is an outcome, not a throw. Null: the caller stopped it. */
export async function logInOutcome(input: LoginInput, signal: AbortSignal): Promise<LoginOutcome | null> {
  try {
    const answer = await login({ ...input, device: describeDevice() }, signal);
    return { kind: 'success', answer };
  } catch (error) {
    if (signal.aborted) return null;
    if (!(error instanceof ApiError)) return { kind: 'failure', message: MESSAGES.loginFailed };
    const inactive = parsedOrUndefined(inactiveLoginAnswerCheck, error.data);
    if (error.status === 403 && inactive) return { kind: 'inactive', username: inactive.username };
    if (error.message === MESSAGES.inactiveUser) return { kind: 'inactive', username: input.username };
    const known = error.message && error.message !== MESSAGES.genericError;
    return { kind: 'failure', message: known ? error.message : MESSAGES.loginFailed };
  }
}

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
export async function logOutOfServer(signal: AbortSignal): Promise<void> {
  await forgetPushDevice(signal).catch(() => undefined);
  await logout(signal);
}

