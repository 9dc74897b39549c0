import type { Category, CategoryType, CreatePostPayload, DeliveryTime, FieldErrors, Post } from '../../contract';

/** The form's fields, in the order the modal shows them. */
export const POST_FIELDS = ['category_type', 'category', 'title', 'caption', 'price', 'delivery_time', 'description'] as const;
export type PostField = (typeof POST_FIELDS)[number];
export type PostValues = Record<PostField, string>;
export type PostMessages = Partial<Record<PostField, string>>;

export type MediaKind = 'image' | 'video';
/** A picked file the rules accepted. */
export type PostMedia = { file: File; kind: MediaKind };

/** The choices of the post-type, category and delivery-time selects. */
export type PostOptions = { categories: readonly Category[]; deliveryTimes: readonly DeliveryTime[] };

export type CreatePostInput = {
  /** The vendor's username, sent as the post's `user`. */
  username: string;
  /** market_info.allow_multi_image: several files, else one that a new pick replaces. */
  allowMultiple: boolean;
};

/** What the create call came back with; status 200 is the spec's `success: false`, 0 a network failure. */
export type CreatePostOutcome =
  | { ok: true; post: Post }
  | { ok: false; status: number; message: string; errors?: FieldErrors };

export type SubmitPostInput = { payload: CreatePostPayload; files: File[] };

export type CreatePostContext = {
  username: string;
  allowMultiple: boolean;
  values: PostValues;
  media: PostMedia[];
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
  createdPost: Post | undefined;
};

export type CreatePostEvent =
  | { type: 'field.changed'; field: PostField; value: string }
  | { type: 'field.blurred'; field: PostField }
  | { type: 'media.picked'; files: readonly File[] }
  | { type: 'media.removed'; index: number }
  | { type: 'form.submitted' }
  /** Cancel, Escape or the backdrop. */
  | { type: 'form.cancelled' }
  | { type: 'discard.confirmed' }
  | { type: 'discard.dismissed' };

export type CreatePostEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string }
  | { type: 'post.created'; post: Post };

export type { CategoryType };
