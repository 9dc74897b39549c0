/** The parameters of GET /listings a saved search keeps: the words, the order and every feed filter. */
export const SAVED_SEARCH_KEYS = [
  'q',
  'sort',
  'category',
  'category_type',
  'min_price',
  'max_price',
  'state',
  'city',
  'delivery_time',
  'show_sold',
  'lat',
  'lng',
  'radius',
] as const;
export type SavedSearchKey = (typeof SAVED_SEARCH_KEYS)[number];

/** A saved search's query: GET /listings' parameters as text, only those set (a URL's query string in object form). */
export type SavedSearchQuery = Partial<Record<SavedSearchKey, string>>;

/** The address that opens the saved search on the marketplace (/?q=...&max_price=...). */
export const savedSearchHref = (query: SavedSearchQuery): string => `/?${new URLSearchParams(query as Record<string, string>).toString()}`;
