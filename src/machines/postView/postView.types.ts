import type { Post } from '../../contract';
import type { ShareTarget } from '../../services/social';
import type { PostShadowEvent } from '../postShadow/postShadow.types';
import type { SocketInput, SocketNotice } from '../socket/socket.types';

/** The post's live socket for a signed-in viewer (visitors have none: the server asks for a token). */
export type PostLive = { socket: Omit<SocketInput, 'receiver'>; viewer: string };

export type PostViewInput = {
  /** Load the post by id (a share link, the feed's ?postId=). */
  postId?: number | null;
  /** Or show a post the caller already has. */
  post?: Post | null;
  live?: PostLive | null;
};

export type PostViewContext = {
  postId: number | null;
  post: Post | null;
  /** What Failed to Load Post says under its title. */
  error: string | null;
  live: PostLive | null;
};

export type PostFailure = { status: number; message: string };
export type PostOutcome = { ok: true; post: Post } | { ok: false; failure: PostFailure };

export type PostViewEvent =
  /** Try Again on Failed to Load Post. */
  | { type: 'post.retry' }
  /** Message Seller; `viewer` is the signed-in username or null. */
  | { type: 'chat.requested'; viewer: string | null }
  /** Copy link, with the link the view built. */
  | { type: 'link.copyRequested'; url: string }
  /** A share target's window was opened. */
  | { type: 'share.opened'; target: ShareTarget }
  /** The owner edited the post or marked it sold or available: the popup shows it as it now is. */
  | { type: 'post.changed'; post: Post }
  /** What the post's live socket tells. */
  | SocketNotice;

export type PostViewEmitted =
  | { type: 'toast'; tone: 'success' | 'error' | 'info'; message: string; durationMs?: number }
  | { type: 'navigate'; to: string }
  /** The owner's change of the post, for the list the popup was opened from. */
  | { type: 'post.changed'; post: Post }
  /** Someone's like or comment on the post, for the post shadow. */
  | Extract<PostShadowEvent, { type: 'post.heard' }>;

export type { Post, ShareTarget };
