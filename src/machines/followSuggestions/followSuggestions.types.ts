import type { UserSummary } from '../../contract';

export type FollowSuggestionsInput = {
  /** The signed-in user: never suggested to themself. */
  username: string | null;
};

export type FollowSuggestionsContext = {
  username: string | null;
  /** Every vendor that may still be suggested, in the server's (random) order, refilled after each follow; the first 3 are shown. */
  candidates: UserSummary[];
  /** The vendor whose follow is in flight (shown as followed already). */
  following: PendingFollow | null;
};

/** `name` is the vendor's display name, for the 'Now following {name}' toast. */
export type PendingFollow = { username: string; name: string };

export type FollowSuggestionsEvent =
  { type: 'suggestion.followClicked'; username: string; name: string };

export type FollowSuggestionsEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
