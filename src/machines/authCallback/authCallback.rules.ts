import { CALLBACK_ERRORS, MESSAGES } from '../../contract';
import type { CallbackEnding, CallbackResult } from './authCallback.types';

/** The error code our server sends while third-party sign-in has no client id and secret. */
export const NOT_CONFIGURED_CODE = 'not_configured';

/** Reads token, username, new_user and error (document 1 sections 2, 4 and 8). */
export function resolveCallback(params: URLSearchParams): CallbackResult {
  const error = params.get('error');
  if (error) {
    if (error === NOT_CONFIGURED_CODE) return { kind: 'failed', message: MESSAGES.thirdPartyNotConfigured };
    const known = Object.hasOwn(CALLBACK_ERRORS, error) ? CALLBACK_ERRORS[error] : undefined;
    return { kind: 'failed', message: known ?? MESSAGES.callbackOtherCode };
  }
  const token = params.get('token')?.trim();
  const username = params.get('username')?.trim();
  if (!token || !username) return { kind: 'failed', message: MESSAGES.callbackMissingCredentials };
  const newUser = params.get('new_user') === 'true';
  return {
    kind: 'succeeded',
    token,
    username,
    newUser,
    message: newUser ? MESSAGES.thirdPartyNewUser : MESSAGES.thirdPartySignedIn,
  };
}

/**
 * Where the callback ends and what it says: every failure goes to /login
 * (section 8); a token the server rejected says 'Failed to complete sign-in'.
 */
export function endingOf(result: CallbackResult, tokenRejected: boolean): CallbackEnding {
  if (result.kind === 'failed') return { to: '/login', tone: 'error', message: result.message };
  if (tokenRejected) return { to: '/login', tone: 'error', message: MESSAGES.callbackFailed };
  return { to: '/', tone: 'success', message: result.message };
}
