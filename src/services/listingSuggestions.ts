import { listingSuggestionsAnswerCheck } from '../contract/answerChecks.generated';
import type { ListingSuggestionsAnswer } from '../contract/listingSearch';
import { call } from './api';

/** GET /listings/suggestions?q=: titles and categories for 2 or more typed characters. */
export function fetchListingSuggestions(text: string, signal?: AbortSignal): Promise<ListingSuggestionsAnswer> {
  return call('/listings/suggestions', listingSuggestionsAnswerCheck, { query: { q: text }, auth: 'optional', signal, quiet: true });
}
