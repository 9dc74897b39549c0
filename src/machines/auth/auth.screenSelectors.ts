import type { AuthSnapshot } from './auth.selectors';

/* What the sign-in, verification and posting screens read of the session: not on a visitor's first render. */

/** The one word a view needs about the session. */
export type AuthStatus = 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut';

export function selectAuthStatus(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signingIn')) return 'signingIn';
  if (snapshot.matches('signingOut')) return 'signingOut';
  return 'signedOut';
}

/** True while the login request is in flight (the submit button's busy label). */
export const selectIsSigningIn = (snapshot: AuthSnapshot): boolean => snapshot.matches('signingIn');

/** True while the current user's details are loading. */
export const selectIsLoadingCurrentUser = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ signedIn: { currentUser: 'loading' } });

/** The message of the last refused login, or null. */
export const selectLoginError = (snapshot: AuthSnapshot): string | null => snapshot.context.loginError;

/** The last thing the user was told about the session ('You have been logged out'), or null. */
export const selectNotice = (snapshot: AuthSnapshot): string | null => snapshot.context.notice;

/** Whether Logout is possible now. */
export const selectCanLogOut = (snapshot: AuthSnapshot): boolean => snapshot.can({ type: 'user.logoutRequested' });

/** True when the signed-in user has a store (a market name) and so may post. */
export const selectIsVendor = (snapshot: AuthSnapshot): boolean =>
  Boolean(snapshot.context.currentUser?.market_info?.marketname.trim());
