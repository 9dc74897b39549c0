import { searchAnswerSchema, type SearchAnswer } from '../contract/search';
import { call } from './api';

/** The user search call (GET /search?q=): open to all, with the token when there is one; the page shows a failure itself. */
export function searchUsers(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return call('/search', searchAnswerSchema, { query: { q: query }, auth: 'optional', quiet: true, signal });
}
