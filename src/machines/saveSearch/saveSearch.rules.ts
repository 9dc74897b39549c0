import { SAVED_SEARCH_KEYS, SAVED_SEARCH_LIMITS, savedSearchQuerySchema, type SavedSearchQuery, SAVED_SEARCH_MESSAGES } from '../../contract';

/** What the feed is asked for (the filter panel's query with the search's words and order), as a saved search keeps it. */
export function savedQueryFrom(query: Partial<Record<string, string | number | boolean | undefined>>): SavedSearchQuery {
  const saved: SavedSearchQuery = {};
  for (const key of SAVED_SEARCH_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '' && value !== false) saved[key] = String(value);
  }
  return saved;
}

/** Words or a filter: what the server would save (an order alone would match every new post). */
export const isSavable = (query: SavedSearchQuery): boolean => savedSearchQuerySchema.safeParse(query).success;

/** The name's fault in the contract's words, or null. */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return SAVED_SEARCH_MESSAGES.savedSearchNameRequired;
  return trimmed.length > SAVED_SEARCH_LIMITS.nameMax ? SAVED_SEARCH_MESSAGES.savedSearchNameTooLong : null;
}
