import type { Subscription } from 'xstate';
import type { FeedAnswer, Post } from '../../contract';
import type { FeedFilterQuery, FeedPageRequest } from '../../services/marketplace';

export type { FeedFilterQuery, FeedPageRequest };

/** The filter panel applied these filters: the feed shows their page 1 and asks for later pages with them. */
export type FilterAppliedEvent = { type: 'filter.applied'; query: FeedFilterQuery };

/** What the feed tells the filter panel about page 1 of its filters: the panel unlocks and says what was found. */
export type FilteredPageEvent = { type: 'feed.filteredPageLoaded'; answer: FeedAnswer } | { type: 'feed.filteredPageFailed' };

/** The filter panel as the feed knows it: it emits the filters it applies and hears how their page 1 went. */
export type FilterLink = {
  on: (type: 'filter.applied', handler: (event: FilterAppliedEvent) => void) => Subscription;
  send: (event: FilteredPageEvent) => void;
};

export type FeedInput = {
  /** The signed-in account's hidden posts, as cached in localStorage 'hiddenPosts' (the server leaves them out too). */
  hiddenPostIds?: readonly number[];
  /** The screen's filter panel; without one the feed shows everything. */
  filter?: FilterLink;
};

export type FeedContext = {
  /** The posts shown, in the server's order, without duplicates or hidden posts. */
  posts: Post[];
  /** The filters the shown posts answer; later pages are asked with the same. */
  query: FeedFilterQuery;
  /** The filters whose page 1 is loading: they become `query` when it comes. */
  pendingQuery: FeedFilterQuery;
  /** The last page loaded. */
  page: number;
  hasNext: boolean;
  /** The first page's newest post id, sent with later pages so new posts do not shift them. */
  snapshot: number | undefined;
  hiddenIds: number[];
  /** Why the first page, or the last later page, failed. */
  error: string | undefined;
  filter: FilterLink | undefined;
};

/** The browser says the network is back. */
export type OnlineEvent = { type: 'app.online' };

export type FeedEvent =
  | OnlineEvent
  | FilterAppliedEvent
  /** The marker under the last post came within 100 px of the viewport. */
  | { type: 'feed.bottomReached' }
  | { type: 'feed.loadMoreClicked' }
  | { type: 'feed.retryClicked' }
  | { type: 'feed.postHidden'; postId: number }
  | { type: 'feed.postDeleted'; postId: number }
  /** The owner edited the post or marked it sold or available (in the post popup): the server's post now. */
  | { type: 'feed.postChanged'; post: Post };
