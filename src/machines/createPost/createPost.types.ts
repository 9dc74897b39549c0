import type { Category, CategoryType, CreatePostPayload, DeliveryTime, FieldErrors, Post } from '../../contract';
import type { PostFormContext, PostFormEvent, PostFormInput, PostFormToast } from '../shared/postFormTypes';

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

export type CreatePostInput = PostFormInput & {
  /** Makes a post's Idempotency-Key (newWriteKey in the browser); a test gives predictable ones. */
  newWriteKey?: () => string;
};

/** What the create call came back with; status 200 is the spec's `success: false`, 0 a network failure. */
export type CreatePostOutcome =
  | { ok: true; post: Post }
  | { ok: false; status: number; message: string; errors?: FieldErrors };

/** What a submit sends, before its key. */
export type SentForm = { payload: CreatePostPayload; files: File[] };

export type SubmitPostInput = { payload: CreatePostPayload; files: File[]; key: string };

export type CreatePostContext = PostFormContext & {
  media: PostMedia[];
  createdPost: Post | undefined;
  newWriteKey: () => string;
  /** The key of the form as last sent: the same form sent again (its answer lost) is the same post. */
  sendKey: (SentForm & { key: string }) | null;
};

export type CreatePostEvent = PostFormEvent | { type: 'media.removed'; index: number };

export type CreatePostEmitted = PostFormToast | { type: 'post.created'; post: Post };

export type { CategoryType };
