import { z } from 'zod/mini';
import { LIMITS, MESSAGES } from './constants';
import { numberLike } from './fields';

/** The text searched: trimmed, inner spaces collapsed, a leading @ dropped; empty finds nobody. */
export function searchTermOf(text: string): string {
  return text.trim().replace(/^@+/, '').replace(/\s+/g, ' ').slice(0, LIMITS.searchTermMax);
}

const searchTerm = z.pipe(z.string().check(z.maxLength(LIMITS.searchTermMax * 2)), z.transform(searchTermOf));

const resultLimit = z._default(
  z.pipe(
    numberLike(MESSAGES.pageInvalid),
    z.number().check(z.int(MESSAGES.pageInvalid), z.gte(1, MESSAGES.pageInvalid), z.lte(LIMITS.searchResultsMax, MESSAGES.pageInvalid)),
  ),
  LIMITS.searchResultsDefault,
);

/** GET /search?q= (the search call of document 3); also ?user= as the search page's own query names it. */
export const searchQuerySchema = z.object({
  q: z._default(searchTerm, ''),
  limit: resultLimit,
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** GET /search/{term}/ */
export const searchTermParamsSchema = z.object({ term: searchTerm });

/** Document 3's search result item. Bio shows when the user displays it, the phone when the store does. */
export const searchResultSchema = z.object({
  user: z.object({
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    profile: z.object({
      marketname: z.string(),
      profileimg: z.string(),
      bio: z.string(),
      phone: z.string(),
    }),
    /** Null for a user without a store. */
    vendor: z.nullable(
      z.object({
        verified: z.boolean(),
        display_phone: z.boolean(),
        city: z.string(),
        state: z.string(),
      }),
    ),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * Best first: exact username, exact market name, username prefix, market name prefix, full name prefix,
 * last name prefix; within each, verified stores first, then the shorter and alphabetically first match.
 */
export const searchAnswerSchema = z.object({
  results: z.array(searchResultSchema),
  count: z.number(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
