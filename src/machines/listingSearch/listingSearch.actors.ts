import { fromPromise } from 'xstate';
import type { ListingSuggestionsAnswer } from '../../contract';
import { fetchListingSuggestions } from '../../services/listingSuggestions';

/** GET /listings/suggestions for the typed text. */
export const loadSuggestions = fromPromise<ListingSuggestionsAnswer, { text: string }>(({ input, signal }) => fetchListingSuggestions(input.text, signal));

export const listingSearchActors = { loadSuggestions };
