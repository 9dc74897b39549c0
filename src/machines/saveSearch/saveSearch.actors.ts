import { fromPromise } from 'xstate';
import type { SavedSearchPayload } from '../../contract';
import { ApiError } from '../../services/api';
import { sendSavedSearch } from '../../services/savedSearches';
import type { SaveOutcome } from './saveSearch.types';

/** POST /saved-searches; a refusal (400, 401) resolves as an outcome, a network failure throws. */
export const saveSearch = fromPromise<SaveOutcome, SavedSearchPayload>(async ({ input, signal }) => {
  try {
    return { ok: true, answer: await sendSavedSearch(input, signal) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 400) throw error;
    return { ok: false, status: error.status, message: error.message };
  }
});

export const saveSearchActors = { saveSearch };
