import type { Post } from '../../contract';

export type WatchedPostsContext = {
  /** The posts the user watches as the server listed them, newest watch first, less those unwatched since. */
  posts: Post[];
  /** The post whose Unwatch is in flight, or null. */
  unwatching: number | null;
};

export type WatchedPostsEvent = { type: 'watched.retryClicked' } | { type: 'watched.unwatchClicked'; postId: number };

export type WatchedPostsEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
