import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { LIMITS, type UserSummary } from '../../contract';
import type { followSuggestionsMachine } from './followSuggestions.machine';

export type FollowSuggestionsActorRef = ActorRefFrom<typeof followSuggestionsMachine>;
export type FollowSuggestionsSnapshot = SnapshotFrom<typeof followSuggestionsMachine>;

/** The vendors shown: the first 3 candidates. */
export const selectSuggestions = (snapshot: FollowSuggestionsSnapshot): readonly UserSummary[] =>
  snapshot.context.candidates.slice(0, LIMITS.followSuggestions);
export const selectIsLoadingSuggestions = (snapshot: FollowSuggestionsSnapshot): boolean => snapshot.matches('loading');
/** The vendor whose follow is in flight (the button already reads Following), or null. */
export const selectFollowingNow = (snapshot: FollowSuggestionsSnapshot): string | null => snapshot.context.following?.username ?? null;
/** Follow buttons work one at a time. */
export const selectCanFollow = (snapshot: FollowSuggestionsSnapshot): boolean => snapshot.matches('ready');
