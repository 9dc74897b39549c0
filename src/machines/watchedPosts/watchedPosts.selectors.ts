import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Post } from '../../contract';
import type { watchedPostsMachine } from './watchedPosts.machine';

export type WatchedPostsActorRef = ActorRefFrom<typeof watchedPostsMachine>;
export type WatchedPostsSnapshot = SnapshotFrom<typeof watchedPostsMachine>;

export const selectWatchedPosts = (snapshot: WatchedPostsSnapshot): readonly Post[] => snapshot.context.posts;
export const selectIsLoadingWatched = (snapshot: WatchedPostsSnapshot): boolean => snapshot.matches('loading');
export const selectWatchedLoadFailed = (snapshot: WatchedPostsSnapshot): boolean => snapshot.matches('failed');
export const selectUnwatching = (snapshot: WatchedPostsSnapshot): number | null => snapshot.context.unwatching;
/** Unwatch buttons work one at a time. */
export const selectCanUnwatch = (snapshot: WatchedPostsSnapshot): boolean => snapshot.matches('ready');
