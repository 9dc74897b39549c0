import type { Post } from '../../contract';

export type HiddenPostsContext = {
  /** The account's hidden posts as the server listed them, newest hidden first, less those unhidden since. */
  posts: Post[];
  /** The post whose Unhide is in flight, or null. */
  unhiding: number | null;
};

export type HiddenPostsEvent =
  | { type: 'hidden.retryClicked' }
  | { type: 'hidden.unhideClicked'; postId: number };

export type HiddenPostsEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
