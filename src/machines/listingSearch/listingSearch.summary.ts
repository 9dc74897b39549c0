import { fillTemplate, MESSAGES } from '../../contract/constants';
import { LISTING_SORT_LABELS } from '../../contract/listingSorts';
import { countedItems } from '../feed/feed.rules';
import type { ShownPage } from './listingSearch.link';
import { sortShown } from './listingSearch.rules';

/**
 * What the feed says under the search box after a page 1: how many results for which words ("200+" past what
 * the server counts) and in which order (a phone's sort choice is an icon); the order alone for an order chosen
 * without words; nothing for the plain feed or a page that did not come.
 */
export function resultsSummaryOf(page: ShownPage | undefined): string | undefined {
  if (page?.event.type !== 'feed.filteredPageLoaded') return undefined;
  const { q: query, sort } = page.query;
  if (!query && !sort) return undefined;
  const order = LISTING_SORT_LABELS[sortShown({ sort, appliedText: query ?? '' })];
  if (!query) return `${MESSAGES.listingSortLabel} ${order.toLowerCase()}`;
  const { counted, items } = countedItems(page.event.answer);
  if (counted === 0) return fillTemplate(MESSAGES.noListingsFound, { query });
  const found = counted === 1 ? fillTemplate(MESSAGES.listingResult, { query }) : fillTemplate(MESSAGES.listingResults, { query, items });
  return `${found} · ${order}`;
}
