import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Post } from '../../contract';
import type { feedMachine } from './feed.machine';

export type FeedActorRef = ActorRefFrom<typeof feedMachine>;
export type FeedSnapshot = SnapshotFrom<typeof feedMachine>;

export const selectPosts = (snapshot: FeedSnapshot): readonly Post[] => snapshot.context.posts;
/** The first page is loading (skeletons). */
export const selectIsLoadingFeed = (snapshot: FeedSnapshot): boolean => snapshot.matches({ list: 'loading' });
export const selectIsLoadingMore = (snapshot: FeedSnapshot): boolean => snapshot.matches({ list: 'loadingMore' });
export const selectHasNoContent = (snapshot: FeedSnapshot): boolean => snapshot.matches({ list: 'noContent' });
export const selectFeedError = (snapshot: FeedSnapshot): string | undefined =>
  snapshot.matches({ list: 'error' }) ? snapshot.context.error : undefined;
/** Why the last later page failed (the posts shown stay, with Try Again under them). */
export const selectLoadMoreError = (snapshot: FeedSnapshot): string | undefined =>
  snapshot.matches({ list: 'moreFailed' }) ? snapshot.context.error : undefined;
/** The bottom marker and Load More Posts are offered only now. */
export const selectCanLoadMore = (snapshot: FeedSnapshot): boolean => snapshot.can({ type: 'feed.loadMoreClicked' });
/** How many pages are loaded (the bottom marker watches again after each). */
export const selectPageCount = (snapshot: FeedSnapshot): number => snapshot.context.page;
