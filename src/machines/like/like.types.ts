import type { LikeAnswer } from '../../contract';

/** The post's like state as the server last sent it (the feed, the popup, or a like answer). */
export type LikeServerState = { liked: boolean; count: number };

export type LikeInput = { postId: number } & LikeServerState;

export type LikeContext = {
  postId: number;
  /** As the server sent it; never changed optimistically. */
  server: LikeServerState;
  /** What the user last asked for; undefined when nothing is pending (the overlay is off). */
  desired: boolean | undefined;
};

export type LikeRequest = { postId: number; liked: boolean };

export type LikeEvent =
  /** The heart was pressed; `signedIn` is the session as the view sees it. */
  | { type: 'like.toggled'; signedIn: boolean }
  /** Fresh server data for the post arrived from elsewhere (a reloaded feed). */
  | { type: 'post.synced'; liked: boolean; count: number };

export type LikeEmitted = { type: 'toast'; tone: 'error' | 'info'; message: string };

export type { LikeAnswer };
