import type { Post } from '../../contract';

export type ListingStatusInput = { post: Post };

export type ListingStatusContext = { post: Post };

/** Mark as sold / Mark as available on the owner's post. */
export type ListingStatusEvent = { type: 'sold.toggled' };

export type MarkSoldInput = { postId: number; sold: boolean };

export type ListingStatusEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string }
  | { type: 'post.changed'; post: Post };
