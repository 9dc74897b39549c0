import type { Generated } from 'kysely';

/** A user's named listing search: `query` is GET /listings' parameters as JSON text; alerts 0/1. */
export type SavedSearchesTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  query: string;
  /** The query in one form (server/store/saved-search-keys.ts): unique with the owner and the name. */
  query_key: string;
  alerts: number;
  /** Matches found since the last alert, told in the next one. */
  pending_matches: Generated<number>;
  last_alert_at: string | null;
  created_at: string;
};

export type SavedSearchTables = { saved_searches: SavedSearchesTable };
