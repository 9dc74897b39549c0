import { listingQuerySchema, type ListingSort } from '../../../contract';
import { SAVED_SEARCH_KEYS } from '../../../contract/savedSearchQuery';
import type { FeedFilterQuery } from '../../../machines/filter';

/** A listing search given in the address (?q=, or a saved search's parameters opened from its alert). */
export type SearchFromAddress = { text: string; sort?: ListingSort; filters: FeedFilterQuery };

/** The search and filters the address holds; parameters the listing search refuses are left out whole. */
export function searchFromAddress(params: URLSearchParams): SearchFromAddress {
  const given = Object.fromEntries(SAVED_SEARCH_KEYS.flatMap((key) => (params.has(key) ? [[key, params.get(key) ?? '']] : [])));
  const parsed = listingQuerySchema.safeParse(given);
  if (!parsed.success) return { text: params.get('q') ?? '', filters: {} };
  const { q, sort, category, category_type, min_price, max_price, state, city, delivery_time, show_sold } = parsed.data;
  const filters: FeedFilterQuery = { category, category_type, min_price, max_price, state, city, delivery_time, show_sold: show_sold === true ? true : undefined };
  return {
    text: q,
    ...(sort === undefined || sort === 'nearest' ? {} : { sort }),
    filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as FeedFilterQuery,
  };
}

/** What restarts the page when it changes: the search and filters, never ?postId= (the popup over the feed). */
export const searchKeyOf = (params: URLSearchParams): string => JSON.stringify(searchFromAddress(params));
