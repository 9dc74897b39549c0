import type { EditPostPayload, Media, Post } from '../../contract';
import type { CreatePostOutcome, MediaKind } from '../createPost/createPost.types';
import type { PostFormContext, PostFormEvent, PostFormInput, PostFormToast } from '../shared/postFormTypes';

/** One photo of the post being edited: one it has (by its media), or a file picked now. */
export type EditPhoto = { kind: 'kept'; media: Media } | { kind: 'added'; file: File; mediaKind: MediaKind };

export type EditPostInput = PostFormInput & {
  /** The post as the owner sees it. */
  post: Post;
};

/** What the edit call came back with; status 0 is a network failure. */
export type EditPostOutcome = CreatePostOutcome;

export type SavePostInput = { postId: number; payload: EditPostPayload; files: File[] };

export type EditPostContext = PostFormContext & {
  /** The post as it was when the form opened: what Cancel compares with. */
  post: Post;
  photos: EditPhoto[];
};

export type EditPostEvent =
  | PostFormEvent
  | { type: 'photo.removed'; index: number }
  /** Move Left / Move Right on a photo: one place earlier (-1) or later (1). */
  | { type: 'photo.moved'; index: number; offset: -1 | 1 };

export type EditPostEmitted = PostFormToast | { type: 'post.edited'; post: Post };
