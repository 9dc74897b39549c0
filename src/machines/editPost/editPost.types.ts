import type { EditPostPayload, Media, Post } from '../../contract';
import type { CreatePostOutcome, MediaKind, PostField, PostMessages, PostOptions, PostValues } from '../createPost/createPost.types';

/** One photo of the post being edited: one it has (by its media), or a file picked now. */
export type EditPhoto = { kind: 'kept'; media: Media } | { kind: 'added'; file: File; mediaKind: MediaKind };

export type EditPostInput = {
  /** The post as the owner sees it. */
  post: Post;
  /** The vendor's username, sent as the post's `user`. */
  username: string;
  /** market_info.allow_multi_image: several photos, else one that a new pick replaces. */
  allowMultiple: boolean;
};

/** What the edit call came back with; status 0 is a network failure. */
export type EditPostOutcome = CreatePostOutcome;

export type SavePostInput = { postId: number; payload: EditPostPayload; files: File[] };

export type EditPostContext = {
  /** The post as it was when the form opened: what Cancel compares with. */
  post: Post;
  username: string;
  allowMultiple: boolean;
  values: PostValues;
  photos: EditPhoto[];
  /** Why files of the last pick were refused. */
  mediaErrors: string[];
  options: PostOptions;
  /** Fields left at least once: their messages show. */
  touched: PostField[];
  /** Set by a refused submit: every message shows. */
  revealAll: boolean;
  /** The server's first message per field, until that field is edited. */
  serverErrors: PostMessages;
  /** Why the last save failed. */
  failure: string | undefined;
};

export type EditPostEvent =
  | { type: 'field.changed'; field: PostField; value: string }
  | { type: 'field.blurred'; field: PostField }
  | { type: 'media.picked'; files: readonly File[] }
  | { type: 'photo.removed'; index: number }
  /** Move Left / Move Right on a photo: one place earlier (-1) or later (1). */
  | { type: 'photo.moved'; index: number; offset: -1 | 1 }
  | { type: 'form.submitted' }
  /** Cancel, Escape or the backdrop. */
  | { type: 'form.cancelled' }
  | { type: 'discard.confirmed' }
  | { type: 'discard.dismissed' };

export type EditPostEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string }
  | { type: 'post.edited'; post: Post };
