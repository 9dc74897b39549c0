import { fromPromise } from 'xstate';
import type { FeedAnswer } from '../../contract';
import { fetchFeed } from '../../services/marketplace';
import type { FeedFilterQuery } from './filter.types';

/** The filter call: page 1 of the feed with the filters that are set. */
export const fetchFiltered = fromPromise<FeedAnswer, { query: FeedFilterQuery }>(({ input, signal }) =>
  fetchFeed({ ...input.query, page: 1 }, signal),
);

export const filterActors = { fetchFiltered };
