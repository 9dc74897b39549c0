import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ListingSort, ListingSuggestionsAnswer } from '../../contract';
import type { listingSearchMachine } from './listingSearch.machine';
import { firstSearchContext, sortShown, sortsOffered } from './listingSearch.rules';
import type { ListingSearchInput } from './listingSearch.types';

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

/** What the box and the order show before the machine runs (its code comes after the first render of /). */
export type ListingSearchFirstView = { text: string; sort: ListingSort; sortsOffered: string };

/** The state the machine starts in for `input`: its text (?q=) in the box, its order. */
export function firstSearchView(input: ListingSearchInput): ListingSearchFirstView {
  const context = firstSearchContext(input);
  return { text: context.text, sort: sortShown(context), sortsOffered: sortsOffered(context).join(',') };
}
