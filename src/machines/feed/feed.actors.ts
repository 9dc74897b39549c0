import { fromCallback, fromPromise } from 'xstate';
import type { FeedAnswer } from '../../contract';
import { whenOnline } from '../../services/connectivity';
import { fetchFeed, localHiddenPosts } from '../../services/marketplace';
import type { FeedInput, FeedPageRequest, FilteredPageEvent, FilterLink, OnlineEvent } from './feed.types';

/** The feed actor's input in the browser: the signed-in account's hidden posts as this browser cached them. */
export function readFeedInput(): FeedInput {
  return { hiddenPostIds: localHiddenPosts.read() };
}

/** GET / for one page of the feed. */
export const loadPage = fromPromise<FeedAnswer, FeedPageRequest>(({ input, signal }) => fetchFeed(input, signal));

/** The browser's `online` event, while a failed page waits to be asked again. */
export const watchOnline = fromCallback<OnlineEvent>(({ sendBack }) => whenOnline(() => sendBack({ type: 'app.online' })));

/** The screen's filter panel: the filters it applies come in, how their page 1 went goes back to it. */
export const filterPanel = fromCallback<FilteredPageEvent, { filter: FilterLink | undefined }>(({ input: { filter }, sendBack, receive }) => {
  if (!filter) return undefined;
  receive((event) => filter.send(event));
  const subscription = filter.on('filter.applied', sendBack);
  return () => subscription.unsubscribe();
});

export const feedActors = { loadPage, watchOnline, filterPanel };
