import type { PostField, PostMessages, PostOptions, PostValues } from '../createPost/createPost.types';

/** What opens a post form (Create Post, Edit Post). */
export type PostFormInput = {
  /** The vendor's username, sent as the post's `user`. */
  username: string;
  /** market_info.allow_multi_image: several files, else one that a new pick replaces. */
  allowMultiple: boolean;
};

/** The context every post form keeps; each form adds its files (and Edit Post the post it edits). */
export type PostFormContext = PostFormInput & {
  values: PostValues;
  /** Why files of the last pick were refused. */
  mediaErrors: string[];
  options: PostOptions;
  /** Fields left at least once: their messages show. */
  touched: PostField[];
  /** Set by a refused submit: every message shows. */
  revealAll: boolean;
  /** The server's first message per field, until that field is edited. */
  serverErrors: PostMessages;
  /** Why the last submission failed. */
  failure: string | undefined;
};

/** The events every post form takes; each form adds the ones of its files. */
export type PostFormEvent =
  | { type: 'field.changed'; field: PostField; value: string }
  | { type: 'field.blurred'; field: PostField }
  | { type: 'media.picked'; files: readonly File[] }
  | { type: 'form.submitted' }
  /** Cancel, Escape or the backdrop. */
  | { type: 'form.cancelled' }
  | { type: 'discard.confirmed' }
  | { type: 'discard.dismissed' };

export type PostFormToast = { type: 'toast'; tone: 'success' | 'error'; message: string };
