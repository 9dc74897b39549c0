import { fromPromise } from 'xstate';
import type { SearchResult } from '../../contract/search';
import { searchUsers } from '../../services/search';

/** The user search call: the matching users, best first. */
export const findUsers = fromPromise<SearchResult[], { query: string }>(async ({ input, signal }) => {
  const answer = await searchUsers(input.query, signal);
  return answer.results;
});

export const searchActors = { findUsers };
