import type { Subscription } from 'xstate';
import type { FeedFilterQuery, FilterAppliedEvent, FilteredPageEvent, FilterLink } from '../feed/feed.types';
import type { ListingSearchEmitted, ListingSearchQuery } from './listingSearch.types';

/** The listing search as the link knows it: it emits the searches it applies. */
export type SearchLink = {
  on: (type: 'search.applied', handler: (event: ListingSearchEmitted) => void) => Subscription;
};

/** The page 1 shown last (how it went, and the filters and search it answers), and a way to hear the next. */
export type ShownPages = {
  subscribe: (listener: () => void) => () => void;
  current: () => ShownPage | undefined;
};
export type ShownPage = { event: FilteredPageEvent; query: FeedFilterQuery };

/**
 * One link for the feed from the filter panel and the search box: either applying sends the feed the panel's
 * filters with the search's words and order, so each keeps what the other chose. How page 1 went goes to the
 * panel (which waits for it while it applies). A search or filters already applied at the start (?q=, a saved
 * search's parameters) are sent at once. `shownQuery`: the filters and search applied last (Save search names them).
 */
export function filterAndSearchLink(
  filter: FilterLink,
  search: SearchLink,
  initial: ListingSearchQuery,
  initialFilters: FeedFilterQuery = {},
): FilterLink & { shownQuery: () => FeedFilterQuery; pages: ShownPages } {
  let filters: FeedFilterQuery = initialFilters;
  let searched: ListingSearchQuery = initial;
  let shown: ShownPage | undefined;
  const listeners = new Set<() => void>();
  const queryOf = (): FeedFilterQuery => ({ ...filters, ...searched });
  return {
    shownQuery: queryOf,
    pages: {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      current: () => shown,
    },
    on: (_type, handler: (event: FilterAppliedEvent) => void) => {
      const fromFilter = filter.on('filter.applied', (event) => {
        filters = event.query;
        handler({ type: 'filter.applied', query: queryOf() });
      });
      const fromSearch = search.on('search.applied', (event) => {
        searched = event.query;
        handler({ type: 'filter.applied', query: queryOf() });
      });
      if (Object.keys(queryOf()).length > 0) handler({ type: 'filter.applied', query: queryOf() });
      return { unsubscribe: () => [fromFilter, fromSearch].forEach((subscription) => subscription.unsubscribe()) };
    },
    send: (event: FilteredPageEvent) => {
      shown = { event, query: queryOf() };
      listeners.forEach((listener) => listener());
      filter.send(event);
    },
  };
}
