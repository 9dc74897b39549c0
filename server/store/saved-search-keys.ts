import type { SavedSearchQuery } from '../../src/contract';

/**
 * A saved search's query in one form (its defined parameters in name order), so equal queries read the same:
 * stored as saved_searches.query_key, whose unique index with the owner and the name lets one Save of a search
 * store it, however many are sent at once.
 */
export function savedQueryKey(query: SavedSearchQuery | Record<string, unknown>): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
