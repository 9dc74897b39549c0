import type { SavedSearchAnswer, SavedSearchQuery } from '../../contract';

/** Whether anyone is signed in: the view starts the actor afresh when that changes. */
export type SaveSearchInput = { signedIn: boolean };

export type SaveSearchContext = {
  signedIn: boolean;
  /** The search and filters shown when Save search was clicked. */
  query: SavedSearchQuery;
  /** The name as typed. */
  name: string;
  /** Why the name or the search was refused, shown in the form; null when nothing is wrong. */
  error: string | null;
};

export type SaveSearchEvent =
  /** Save search beside the listing search: what the feed shows now. */
  | { type: 'save.clicked'; query: SavedSearchQuery }
  | { type: 'save.nameChanged'; name: string }
  | { type: 'save.submitted' }
  | { type: 'save.cancelled' };

/** What POST /saved-searches answered: saved, or refused with the server's words. */
export type SaveOutcome = { ok: true; answer: SavedSearchAnswer } | { ok: false; status: number; message: string };

export type SaveSearchEmitted = { type: 'toast'; tone: 'success' | 'info' | 'error'; message: string };
