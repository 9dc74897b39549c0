import { z } from 'zod/mini';
import { fillTemplate, MESSAGES, SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from './constants';
import { rowIdText } from './fields';
import { listingQuerySchema, type ListingFilters } from './listingSearch';
import { SAVED_SEARCH_KEYS, type SavedSearchKey, type SavedSearchQuery } from './savedSearchQuery';

export * from './savedSearchQuery';

const queryValue = z.union([z.string(), z.number(), z.boolean()]);

/** Each parameter a saved query may hold, optional: an object with named properties, which JSON Schema describes plainly. */
const queryShape = <V extends z.core.SomeType>(value: V) =>
  Object.fromEntries(SAVED_SEARCH_KEYS.map((key) => [key, z.optional(value)])) as Record<SavedSearchKey, z.ZodMiniOptional<V>>;

/** The query as GET /listings reads it, then written back as text with only what narrows the search. */
export const savedSearchQuerySchema = z.pipe(
  z.strictObject(queryShape(queryValue), { error: fillTemplate(SAVED_SEARCH_MESSAGES.savedSearchQueryInvalid, { reason: 'unknown parameter' }) }),
  z.transform((query, payload) => {
    const set = Object.entries(query).filter((entry) => entry[1] !== undefined);
    const parsed = listingQuerySchema.safeParse(Object.fromEntries(set.map(([key, value]) => [key, String(value)])));
    if (!parsed.success) {
      payload.issues.push({ code: 'custom', message: fillTemplate(SAVED_SEARCH_MESSAGES.savedSearchQueryInvalid, { reason: parsed.error.issues[0]?.message ?? '' }), input: query });
      return z.NEVER;
    }
    const saved = savedQueryOf(parsed.data);
    if (!narrows(saved)) {
      payload.issues.push({ code: 'custom', message: SAVED_SEARCH_MESSAGES.savedSearchEmpty, input: query });
      return z.NEVER;
    }
    return saved;
  }),
);

/** The set parameters of a parsed listing query, as text (show_sold as 'true'). */
export function savedQueryOf(filters: ListingFilters): SavedSearchQuery {
  const saved: SavedSearchQuery = {};
  for (const key of SAVED_SEARCH_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '' || value === false) continue;
    saved[key] = String(value);
  }
  return saved;
}

/** Words or a filter: an order alone (or a position alone) would match every new post. */
const narrows = (query: SavedSearchQuery): boolean => Object.keys(query).some((key) => key !== 'sort' && key !== 'lat' && key !== 'lng');

const nameField = z.string({ error: SAVED_SEARCH_MESSAGES.savedSearchNameRequired }).check(
  z.trim(),
  z.minLength(1, SAVED_SEARCH_MESSAGES.savedSearchNameRequired),
  z.maxLength(SAVED_SEARCH_LIMITS.nameMax, SAVED_SEARCH_MESSAGES.savedSearchNameTooLong),
);
const alertsField = z.boolean({ error: MESSAGES.mustBeTrueOrFalse });

/** POST /saved-searches: the current search and filters, with a name; alerts on unless said otherwise. */
export const savedSearchPayloadSchema = z.object({
  name: nameField,
  query: savedSearchQuerySchema,
  alerts: z._default(alertsField, true),
});
export type SavedSearchPayload = z.input<typeof savedSearchPayloadSchema>;

/** PATCH /saved-searches/{id}: alerts on or off, or a new name. */
export const savedSearchChangeSchema = z.object({ name: z.optional(nameField), alerts: z.optional(alertsField) });
export type SavedSearchChange = z.input<typeof savedSearchChangeSchema>;

/** The id in /saved-searches/{id}: another user's, like a missing one, answers 404. */
export const savedSearchParamsSchema = z.object({ id: rowIdText(SAVED_SEARCH_MESSAGES.savedSearchNotFound) });

export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  query: z.strictObject(queryShape(z.string())),
  alerts: z.boolean(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /saved-searches: the caller's, newest first, and how many one may keep. */
export const savedSearchesAnswerSchema = z.object({ results: z.array(savedSearchSchema), limit: z.number() });
export type SavedSearchesAnswer = z.infer<typeof savedSearchesAnswerSchema>;

/** POST and PATCH: the saved search as it is now, and the words to show. */
export const savedSearchAnswerSchema = z.object({ saved_search: savedSearchSchema, message: z.string() });
export type SavedSearchAnswer = z.infer<typeof savedSearchAnswerSchema>;

/** The alert's text: '1 new match for ...' or '3 new matches for ...'. */
export const savedSearchAlertText = (name: string, count: number): string =>
  fillTemplate(count === 1 ? SAVED_SEARCH_MESSAGES.savedSearchAlertOne : SAVED_SEARCH_MESSAGES.savedSearchAlertMany, { name, count });
