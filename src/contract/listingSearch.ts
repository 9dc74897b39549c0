import { z } from 'zod/mini';
import { LIMITS, LISTING_LIMITS, MESSAGES } from './constants';
import { categorySchema } from './lookups';
import { LISTING_SORTS } from './listingSorts';
import { feedQuerySchema } from './posts';

export { LISTING_SORTS, LISTING_SORT_LABELS } from './listingSorts';
export const listingSortSchema = z.enum(LISTING_SORTS, { error: MESSAGES.listingSortInvalid });
export type ListingSort = z.infer<typeof listingSortSchema>;

/** Search text: trimmed, inner spaces collapsed; empty is no search. */
const listingText = z.pipe(
  z.optional(z.string().check(z.maxLength(LIMITS.searchTermMax * 2, MESSAGES.listingSearchTooLong))),
  z.transform((value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ')),
).check(z.maxLength(LIMITS.searchTermMax, MESSAGES.listingSearchTooLong));

/**
 * GET / with `q` (words searched in the title, description, caption, category and store name; the last one a
 * prefix, typos forgiven) and `sort` (relevance by default when searching, newest otherwise; nearest needs lat/lng),
 * besides the feed's filters and pages.
 */
export const listingQuerySchema = z
  .safeExtend(feedQuerySchema, { q: listingText, sort: z.optional(listingSortSchema) })
  .check(
    z.refine((query) => query.sort !== 'nearest' || query.lat !== undefined, { message: MESSAGES.nearestNeedsLocation, path: ['sort'] }),
  );
export type ListingQuery = z.input<typeof listingQuerySchema>;
export type ListingFilters = z.output<typeof listingQuerySchema>;

/** The order a query is served in: its sort, else relevance for words and newest without. */
export const sortOf = (query: Pick<ListingFilters, 'q' | 'sort'>): ListingSort => query.sort ?? (query.q === '' ? 'newest' : 'relevance');

/** GET /listings/suggestions?q=: for typed text of 2 characters or more. */
export const listingSuggestionsQuerySchema = z.object({
  q: z.pipe(
    z._default(z.string().check(z.maxLength(LIMITS.searchTermMax, MESSAGES.listingSearchTooLong)), ''),
    z.transform((value: string) => value.trim().replace(/\s+/g, ' ')),
  ).check(z.minLength(LISTING_LIMITS.suggestionsMinChars, MESSAGES.suggestionsTooShort)),
});
export type ListingSuggestionsQuery = z.input<typeof listingSuggestionsQuerySchema>;

/** Top matching titles of available posts and categories, best first. */
export const listingSuggestionsAnswerSchema = z.object({
  titles: z.array(z.string()),
  categories: z.array(categorySchema),
});
export type ListingSuggestionsAnswer = z.infer<typeof listingSuggestionsAnswerSchema>;
