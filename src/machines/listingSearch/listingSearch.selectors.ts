import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ListingSort, ListingSuggestionsAnswer } from '../../contract';
import type { listingSearchMachine } from './listingSearch.machine';
import { sortShown, sortsOffered } from './listingSearch.rules';

export type ListingSearchSnapshot = SnapshotFrom<typeof listingSearchMachine>;

export const selectSearchText = (snapshot: ListingSearchSnapshot): string => snapshot.context.text;
export const selectAppliedText = (snapshot: ListingSearchSnapshot): string => snapshot.context.appliedText;
export const selectSuggestions = (snapshot: ListingSearchSnapshot): ListingSuggestionsAnswer => snapshot.context.suggestions;
export const selectSuggestionsOpen = (snapshot: ListingSearchSnapshot): boolean => snapshot.matches('open');
export const selectSuggestionsLoading = (snapshot: ListingSearchSnapshot): boolean => snapshot.matches('loading');
export const selectSuggestionsFailed = (snapshot: ListingSearchSnapshot): boolean => snapshot.matches('failed');
export const selectSort = (snapshot: ListingSearchSnapshot): ListingSort => sortShown(snapshot.context);
/** Joined, so a selector's answer compares equal between renders. */
export const selectSortsOffered = (snapshot: ListingSearchSnapshot): string => sortsOffered(snapshot.context).join(',');

export type ListingSearchActorRef = ActorRefFrom<typeof listingSearchMachine>;
