import type { FeedScope } from './feed.store';

/** A filter of the feed that names one value: each leads a covering index, alone or with another. */
export type EqualityFilter = 'category' | 'category_type' | 'state' | 'city' | 'delivery_time';

/** The filters that name one value, the most selective first (27 categories, then places, 7 delivery times, 2 types). */
const LEADING_ORDER: readonly EqualityFilter[] = ['category', 'city', 'delivery_time', 'state', 'category_type'];

/**
 * The pairs that lead an index of their own (2026-11-27T1710-h74-feed-pair-indexes), the most selective first: a
 * category with a place or a delivery time, a place with a delivery time. A category type adds only a half to a
 * place, so it has none.
 */
const LEADING_PAIRS: readonly (readonly [EqualityFilter, EqualityFilter])[] = [
  ['category', 'city'],
  ['category', 'delivery_time'],
  ['category', 'state'],
  ['city', 'delivery_time'],
  ['state', 'delivery_time'],
];

/** The filters whose index a query walks: the most selective pair the scope names, or its most selective filter, or none. */
export function leadingFilters(filters: FeedScope['filters']): readonly EqualityFilter[] {
  const named = (filter: EqualityFilter) => filters[filter] !== undefined;
  const pair = LEADING_PAIRS.find((candidate) => candidate.every(named));
  if (pair) return pair;
  const single = LEADING_ORDER.find(named);
  return single ? [single] : [];
}
