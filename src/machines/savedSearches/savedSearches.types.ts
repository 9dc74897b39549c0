import type { SavedSearch } from '../../contract';

export type SavedSearchesContext = {
  /** The saved searches as the server listed them, newest first, with the changes it confirmed since. */
  searches: SavedSearch[];
  /** The search whose change or deletion is in flight, or null. */
  busyId: number | null;
  /** The alerts setting asked for the search in flight. */
  alerts: boolean;
};

export type SavedSearchesEvent =
  | { type: 'savedSearches.retryClicked' }
  | { type: 'savedSearches.alertsToggled'; id: number; alerts: boolean }
  | { type: 'savedSearches.deleteClicked'; id: number };

export type SavedSearchesEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
