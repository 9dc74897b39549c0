import { useSyncExternalStore } from 'react';
import { fillTemplate, MESSAGES } from '../../../contract/constants';
import { LISTING_SORT_LABELS } from '../../../contract/listingSorts';
import type { ShownPage, ShownPages } from '../../../machines/listingSearch/listingSearch.link';

/**
 * What the feed shows for a search: how many results for which words ("200+" past what the server counts), and
 * the order they come in (a phone's sort choice is an icon); nothing without words or a chosen order.
 */
export function resultsSummaryOf(page: ShownPage | undefined): string | undefined {
  if (page?.event.type !== 'feed.filteredPageLoaded') return undefined;
  const { q: query, sort } = page.query;
  const order = sort ? LISTING_SORT_LABELS[sort] : query ? LISTING_SORT_LABELS.relevance : undefined;
  if (!query) return order && `${MESSAGES.listingSortLabel} ${order.toLowerCase()}`;
  const { results, pagination } = page.event.answer;
  const counted = Math.max(pagination.count, results.length);
  if (counted === 0) return fillTemplate(MESSAGES.noListingsFound, { query });
  const found =
    counted === 1
      ? fillTemplate(MESSAGES.listingResult, { query })
      : fillTemplate(MESSAGES.listingResults, { query, items: `${counted.toLocaleString('en')}${pagination.count_exact ? '' : '+'}` });
  return `${found} · ${order}`;
}

/** The summary line under the search box, following each page 1 the feed shows. */
export function SearchResultsSummary({ pages }: { pages: ShownPages }) {
  const summary = resultsSummaryOf(useSyncExternalStore(pages.subscribe, pages.current));
  return (
    <p className="listing-search__summary" role="status" data-scope="listing-search" data-part="summary">
      {summary}
    </p>
  );
}
