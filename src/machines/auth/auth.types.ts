import type { CurrentUser, LoginAnswer, SessionUser } from '../../contract';
import type { Session } from '../../services/cookies';

export type { Session };

export type AuthContext = {
  /** The token and username of the signed-in user, as the cookies hold them. */
  session: Session | null;
  /** The user the login answer carried; null after a restore from cookies. */
  user: SessionUser | null;
  /** GET /fetchcurruserdetails for the session's username, once loaded. */
  currentUser: CurrentUser | null;
  /** Why the last login attempt failed, shown on the login form. */
  loginError: string | null;
  /** Set when the last login met an unverified account: the view goes to /activate?username=. */
  pendingActivation: string | null;
  /** The last thing the user was told about the session ('You have been logged out'). */
  notice: string | null;
};

/** What the login call came back with, in the machine's words. */
export type LoginOutcome =
  | { kind: 'success'; answer: LoginAnswer }
  | { kind: 'inactive'; username: string }
  | { kind: 'failure'; message: string };

/** What loading the current user came back with. */
export type CurrentUserOutcome =
  | { kind: 'loaded'; currentUser: CurrentUser }
  | { kind: 'authFailed'; message: string }
  | { kind: 'unavailable'; message: string };

export type LoginInput = { username: string; password: string };

/** What the auth actor starts from: the session the cookies held when the page loaded (null when none). */
export type AuthInput = { storedSession: Session | null };

/** What the stored-session watcher starts from: the session the machine believes is stored. */
export type StoredSessionWatch = { session: Session | null };

export type AuthEvent =
  /** The login form passed its checks and asks to sign in. */
  | { type: 'login.submitted'; username: string; password: string }
  /** The login form was edited after a failure: the old message goes. */
  | { type: 'login.dismissed' }
  /** The user pressed Logout. */
  | { type: 'user.logoutRequested' }
  /** The third-party sign-in callback received a token and username. */
  | { type: 'session.established'; token: string; username: string }
  /** A call answered 401 or 'Invalid token' while signed in. */
  | { type: 'api.authFailed'; message: string }
  /** Something wants fresh current-user details (after a profile edit, or a retry). */
  | { type: 'currentUser.refreshRequested' }
  /** The stored session differs from the last one the watcher saw (another tab signed in or out); null when gone. */
  | { type: 'cookies.changed'; session: Session | null };

export type AuthEmitted =
  | { type: 'toast'; tone: 'success' | 'info' | 'error'; message: string }
  | { type: 'login.inactive'; username: string };
