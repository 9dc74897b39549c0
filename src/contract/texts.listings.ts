/** Texts of listing search and sort (issue 16): the search box, the sort choice, suggestions and their errors. */

export const LISTING_MESSAGES = {
  searchListingsPlaceholder: 'Search listings...',
  searchListingsLabel: 'Search listings',
  listingSortLabel: 'Sort by',
  listingSortInvalid: 'Sort must be one of: relevance, newest, price_asc, price_desc, nearest, most_liked',
  nearestNeedsLocation: 'Sorting by nearest needs your location: set one in the filters first',
  listingSearchTooLong: 'Search text must be at most 100 characters',
  suggestionsTooShort: 'Type at least 2 characters for suggestions',
  suggestionsFailed: 'Failed to load suggestions. Please try again.',
  searchScopeListings: 'Listings',
  searchScopeUsers: 'Users',
  noListingsFound: 'No listings match "{query}"',
  listingResults: '{items} results for "{query}"',
  listingResult: '1 result for "{query}"',
} as const;
