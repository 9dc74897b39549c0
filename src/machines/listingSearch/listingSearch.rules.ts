import { LISTING_LIMITS, LIMITS } from '../../contract/constants';
import type { ListingSort } from '../../contract/listingSearch';
import { LISTING_SORTS } from '../../contract/listingSorts';
import type { ListingSearchContext, ListingSearchInput, ListingSearchQuery } from './listingSearch.types';

/** The text as the server reads it: trimmed, inner spaces collapsed. */
export const normalText = (text: string): string => text.trim().replace(/\s+/g, ' ').slice(0, LIMITS.searchTermMax);

/** Suggestions are asked for 2 characters or more. */
export const asksSuggestions = (text: string): boolean => normalText(text).length >= LISTING_LIMITS.suggestionsMinChars;

/** The orders offered: Best match only with words, Nearest only with a known location. */
export function sortsOffered(context: Pick<ListingSearchContext, 'appliedText' | 'location'>): ListingSort[] {
  return LISTING_SORTS.filter((sort) => (sort !== 'relevance' || context.appliedText !== '') && (sort !== 'nearest' || context.location !== null));
}

/** The order shown: the chosen one, else Best match with words and Newest without. */
export const sortShown = (context: Pick<ListingSearchContext, 'sort' | 'appliedText'>): ListingSort =>
  context.sort ?? (context.appliedText === '' ? 'newest' : 'relevance');

/** Nearest reaches every post with a position, nearest first (the largest radius the server takes). */
const NEAREST_RADIUS_KM = 20_000;

/** What the feed is asked for: only what is set. */
export function searchQueryOf(context: Pick<ListingSearchContext, 'appliedText' | 'sort' | 'location'>): ListingSearchQuery {
  const query: ListingSearchQuery = {};
  if (context.appliedText !== '') query.q = context.appliedText;
  if (context.sort !== undefined) query.sort = context.sort;
  if (context.sort === 'nearest' && context.location) Object.assign(query, { ...context.location, radius: NEAREST_RADIUS_KM });
  return query;
}

export const noSuggestions = () => ({ titles: [], categories: [] });

/** The machine's first context: the input's text (?q=) already applied. */
export const firstSearchContext = (input: ListingSearchInput): ListingSearchContext => ({
  text: input.text ?? '',
  appliedText: normalText(input.text ?? ''),
  sort: input.sort,
  suggestions: noSuggestions(),
  location: input.location ?? null,
});
