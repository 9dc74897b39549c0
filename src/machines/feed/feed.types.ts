import type { FeedAnswer, Post } from '../../contract';
import type { FeedFilterQuery, FeedPageRequest } from '../../services/marketplace';

export type { FeedFilterQuery, FeedPageRequest };

export type FeedInput = {
  /** The signed-in account's hidden posts, as cached in localStorage 'hiddenPosts' (the server leaves them out too). */
  hiddenPostIds?: readonly number[];
};

export type FeedContext = {
  /** The posts shown, in the server's order, without duplicates or hidden posts. */
  posts: Post[];
  /** The filters the shown posts answer; later pages are asked with the same. */
  query: FeedFilterQuery;
  /** The last page loaded. */
  page: number;
  hasNext: boolean;
  /** The first page's newest post id, sent with later pages so new posts do not shift them. */
  snapshot: number | undefined;
  hiddenIds: number[];
  /** Why the first page, or the last later page, failed. */
  error: string | undefined;
};

/** The browser says the network is back. */
export type OnlineEvent = { type: 'app.online' };

export type FeedEvent =
  | OnlineEvent
  /** The marker under the last post came within 100 px of the viewport. */
  | { type: 'feed.bottomReached' }
  | { type: 'feed.loadMoreClicked' }
  | { type: 'feed.retryClicked' }
  /** The filter panel loaded page 1 for new filters. */
  | { type: 'feed.filtersApplied'; query: FeedFilterQuery; answer: FeedAnswer }
  /** The filter request failed: the feed is emptied. */
  | { type: 'feed.filtersFailed'; query: FeedFilterQuery }
  | { type: 'feed.postHidden'; postId: number }
  | { type: 'feed.postDeleted'; postId: number };
