import { fromPromise } from 'xstate';
import type { FeedAnswer } from '../../contract';
import { fetchFeed, localHiddenPosts } from '../../services/marketplace';
import type { FeedInput, FeedPageRequest } from './feed.types';

/** The feed actor's input in the browser: the posts hidden earlier on this device. */
export function readFeedInput(): FeedInput {
  return { hiddenPostIds: localHiddenPosts.read() };
}

/** GET / for one page of the feed. */
export const loadPage = fromPromise<FeedAnswer, FeedPageRequest>(({ input, signal }) => fetchFeed(input, signal));

export const feedActors = { loadPage };

