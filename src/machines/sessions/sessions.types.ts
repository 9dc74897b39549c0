import type { AccountSession } from '../../contract/sessions';

export type { AccountSession };

export type SessionsContext = {
  /** The user's sessions as the server listed them, less those signed out since. */
  sessions: AccountSession[];
  /** Why the list could not be loaded. */
  loadError: string | null;
  /** The session being signed out. */
  signingOut: number | null;
};

/** What signing a session out came back with: the server's words, or the words to show. */
export type SignOutOutcome = { ok: true; message: string } | { ok: false; message: string };

/** What loading the list came back with. */
export type SessionsLoadOutcome = { ok: true; sessions: AccountSession[] } | { ok: false; message: string };

export type SessionsEvent =
  /** The user pressed "Sign out" on a session of the list. */
  | { type: 'session.signOutRequested'; id: number }
  /** The user pressed "Sign out of all other sessions". */
  | { type: 'others.signOutRequested' }
  /** The list failed to load and the user tries again. */
  | { type: 'sessions.retried' };

export type SessionsEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string }
  /** The user signed out the session of this browser: the app logs out. */
  | { type: 'logout.requested' };
