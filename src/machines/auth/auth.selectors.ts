import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** The one word a view needs about the session. */
export type AuthStatus = 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut';

export function selectAuthStatus(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signingIn')) return 'signingIn';
  if (snapshot.matches('signingOut')) return 'signingOut';
  return 'signedOut';
}

/** True while a session exists (the navbar's signed-in view, protected routes). */
export const selectIsSignedIn = (snapshot: AuthSnapshot): boolean => snapshot.matches('signedIn');

/** True while the login request is in flight (the submit button's busy label). */
export const selectIsSigningIn = (snapshot: AuthSnapshot): boolean => snapshot.matches('signingIn');

/** The signed-in user's username, or null. */
export const selectUsername = (snapshot: AuthSnapshot): string | null => snapshot.context.session?.username ?? null;

/** True while the current user's details are loading. */
export const selectIsLoadingCurrentUser = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ signedIn: { currentUser: 'loading' } });

/** The message of the last refused login, or null. */
export const selectLoginError = (snapshot: AuthSnapshot): string | null => snapshot.context.loginError;

/** The last thing the user was told about the session ('You have been logged out'), or null. */
export const selectNotice = (snapshot: AuthSnapshot): string | null => snapshot.context.notice;

/** Whether Logout is possible now. */
export const selectCanLogOut = (snapshot: AuthSnapshot): boolean => snapshot.can({ type: 'user.logoutRequested' });

/** The signed-in user's details (profile picture, store), or null until they have loaded. */
export const selectCurrentUser = (snapshot: AuthSnapshot) => snapshot.context.currentUser;

/** True when the signed-in user has a store (a market name) and so may post. */
export const selectIsVendor = (snapshot: AuthSnapshot): boolean =>
  Boolean(snapshot.context.currentUser?.market_info?.marketname.trim());
