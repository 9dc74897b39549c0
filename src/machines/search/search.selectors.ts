import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SearchResult } from '../../contract/search';
import type { searchMachine } from './search.machine';
import { resultCountText } from './search.rules';

export type SearchActorRef = ActorRefFrom<typeof searchMachine>;
export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

export const selectQuery = (snapshot: SearchSnapshot): string => snapshot.context.query;
export const selectHasNoQuery = (snapshot: SearchSnapshot): boolean => snapshot.matches('noQuery');
export const selectIsSearching = (snapshot: SearchSnapshot): boolean => snapshot.matches('loading');
export const selectIsEmpty = (snapshot: SearchSnapshot): boolean => snapshot.matches('empty');
export const selectIsFailed = (snapshot: SearchSnapshot): boolean => snapshot.matches('failed');
export const selectCanRetry = (snapshot: SearchSnapshot): boolean => snapshot.can({ type: 'user.retried' });

const NO_RESULTS: readonly SearchResult[] = [];

/** The results shown, best first; none unless the search found some. */
export const selectResults = (snapshot: SearchSnapshot): readonly SearchResult[] =>
  snapshot.matches('results') ? snapshot.context.results : NO_RESULTS;

/** '1 result' or 'N results found' while results are shown; null otherwise. */
export const selectCountText = (snapshot: SearchSnapshot): string | null =>
  snapshot.matches('results') ? resultCountText(snapshot.context.results.length) : null;
