import { useSyncExternalStore } from 'react';
import type { ShownPages } from '../../../machines/listingSearch/listingSearch.link';
import { resultsSummaryOf } from '../../../machines/listingSearch/listingSearch.summary';

/** The summary line under the search box, following each page 1 the feed shows. */
export function SearchResultsSummary({ pages }: { pages: ShownPages }) {
  const summary = resultsSummaryOf(useSyncExternalStore(pages.subscribe, pages.current));
  return (
    <p className="listing-search__summary" role="status" data-scope="listing-search" data-part="summary">
      {summary}
    </p>
  );
}
