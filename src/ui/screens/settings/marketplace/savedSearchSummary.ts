import { formatNaira, LISTING_SORT_LABELS, type ListingSort, type SavedSearchQuery } from '../../../../contract';

/** A saved search's words and filters in a line: "ankara" · up to ₦20,000 · Ikeja · Price: low to high. */
export function savedSearchSummary(query: SavedSearchQuery): string {
  const parts = [
    query.q ? `"${query.q}"` : null,
    query.category_type ? (query.category_type === 'service' ? 'Services' : 'Products') : null,
    query.category ? 'one category' : null,
    query.min_price ? `from ${formatNaira(query.min_price)}` : null,
    query.max_price ? `up to ${formatNaira(query.max_price)}` : null,
    query.city ?? null,
    query.state ?? null,
    query.delivery_time ? `delivery: ${query.delivery_time.replace(/_/g, ' ')}` : null,
    query.show_sold ? 'sold included' : null,
    query.sort ? LISTING_SORT_LABELS[query.sort as ListingSort] : null,
  ];
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}
