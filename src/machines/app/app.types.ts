import type { Session } from '../../services/cookies';

/** What the root actor starts from: the session the cookies held when the page loaded. */
export type AppInput = { storedSession: Session | null };

export type AppContext = {
  /** The session stored when the page loaded; handed to the auth actor when it starts, and not kept up to date. */
  storedSession: Session | null;
};

export type AppEvent =
  /** A call failed somewhere in the app (services/api onApiError). */
  { type: 'api.failed'; status: number; message: string; quiet: boolean; authFailure: boolean };

export type AppEmitted = { type: 'toast'; tone: 'error' | 'info'; message: string };
