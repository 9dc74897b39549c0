/* The orders of a listing search and their labels, apart from its schemas: the first screen's sort choice reads them. */

/** The orders of a listing search; relevance only with words. */
export const LISTING_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'nearest', 'most_liked'] as const;

/** The labels the sort choice shows. */
export const LISTING_SORT_LABELS: Record<(typeof LISTING_SORTS)[number], string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  nearest: 'Nearest',
  most_liked: 'Most liked',
};
