import { fromPromise } from 'xstate';
import type { SavedSearch, SavedSearchAnswer } from '../../contract';
import { changeSavedSearch, deleteSavedSearch, fetchSavedSearches } from '../../services/savedSearches';

/** GET /saved-searches. */
export const loadSavedSearches = fromPromise<SavedSearch[]>(({ signal }) => fetchSavedSearches(signal));

/** PATCH /saved-searches/{id} with alerts on or off. */
export const setAlerts = fromPromise<SavedSearchAnswer, { id: number; alerts: boolean }>(({ input, signal }) => changeSavedSearch(input.id, { alerts: input.alerts }, signal));

/** DELETE /saved-searches/{id}. */
export const removeSavedSearch = fromPromise<void, { id: number }>(async ({ input, signal }) => {
  await deleteSavedSearch(input.id, signal);
});

export const savedSearchesActors = { loadSavedSearches, setAlerts, removeSavedSearch };
