import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ListingSort, ListingSuggestionsAnswer } from '../../contract';
import type { listingSearchMachine } from './listingSearch.machine';
import { firstSearchContext, sortShown, sortsOffered } from './listingSearch.rules';
import type { ListingSearchEvent, ListingSearchInput } from './listingSearch.types';

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

/** The first view after an event sent before the machine runs, as the machine will take it: typed text, a clear, an order. */
export function firstSearchViewAfter(view: ListingSearchFirstView, event: ListingSearchEvent): ListingSearchFirstView {
  if (event.type === 'search.typed') return { ...view, text: event.text };
  if (event.type === 'search.cleared') return { ...view, text: '' };
  if (event.type === 'sort.changed') return { ...view, sort: event.sort };
  return view;
}
