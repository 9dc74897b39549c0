import type { AuthActorRef } from '../auth';

/** What the third-party sign-in callback's query parameters mean. */
export type CallbackResult =
  | { kind: 'failed'; message: string }
  | { kind: 'succeeded'; token: string; username: string; newUser: boolean; message: string };

/** Where the callback screen goes when it is done, and what it says on the way. */
export type CallbackEnding = { to: '/' | '/login'; tone: 'success' | 'error'; message: string };

export type AuthCallbackInput = {
  /** The callback's query, read by `resolveCallback`. */
  result: CallbackResult;
  /** The auth actor of the root (systemId 'auth'): it receives the credentials and owns the session. */
  auth: AuthActorRef;
};

export type AuthCallbackContext = AuthCallbackInput & {
  /** The auth actor signed out after the hand-over: the server refused the token. */
  tokenRejected: boolean;
};

/** What the sign-in watcher starts from. */
export type SignInWatch = { auth: AuthActorRef };

export type AuthCallbackEvent =
  /** The auth actor is signed in and has stopped loading the current user (loaded, or unavailable for now). */
  | { type: 'auth.signedIn' }
  /** The auth actor is signed out: after the hand-over, only a rejected token does that. */
  | { type: 'auth.signedOut' };

export type AuthCallbackEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string }
  /** A toast another actor raised is taken back (the auth actor's 'You have been logged out'). */
  | { type: 'toast.withdrawn'; tone: 'info'; message: string };
