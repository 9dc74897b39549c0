import { LIMITS, MESSAGES, type EditedPhoto, type EditPostPayload, type Post } from '../../contract';
import { flatMessages, mediaFileError, mediaKindOf, toPostPayload } from '../createPost/createPost.rules';
import type { PostValues } from '../createPost/createPost.types';
import type { EditPhoto, EditPostOutcome } from './editPost.types';

/** The form's values for a post as it is. */
export function valuesOfPost(post: Post): PostValues {
  return {
    category_type: post.category?.category_type ?? '',
    category: post.category ? String(post.category.id) : '',
    title: post.title,
    caption: post.caption,
    price: String(post.price),
    delivery_time: post.delivery_time?.value ?? '',
    description: post.description,
  };
}

export const photosOfPost = (post: Post): EditPhoto[] => post.images.map((media) => ({ kind: 'kept', media }));

/**
 * The photos after a pick, with the create form's limits: with several allowed, a pick that would pass 5 is
 * refused as a whole; otherwise the one accepted file replaces every photo.
 */
export function pickPhotos(current: readonly EditPhoto[], picked: readonly File[], allowMultiple: boolean): { photos: EditPhoto[]; errors: string[] } {
  if (allowMultiple && current.length + picked.length > LIMITS.mediaFilesMax) return { photos: [...current], errors: [MESSAGES.maxFiles] };
  const errors: string[] = [];
  const accepted: EditPhoto[] = [];
  for (const file of allowMultiple ? picked : picked.slice(0, 1)) {
    const kind = mediaKindOf(file);
    const error = mediaFileError(file);
    if (error || !kind) errors.push(error ?? MESSAGES.genericError);
    else accepted.push({ kind: 'added', file, mediaKind: kind });
  }
  if (!allowMultiple) return { photos: accepted.length ? accepted : [...current], errors };
  return { photos: [...current, ...accepted], errors };
}

/** The photos with the one at `index` moved one place; the same order when it cannot move. */
export function movePhoto(photos: readonly EditPhoto[], index: number, offset: -1 | 1): EditPhoto[] {
  const target = index + offset;
  const moved = photos[index];
  const other = photos[target];
  if (!moved || !other) return [...photos];
  const next = [...photos];
  next[index] = other;
  next[target] = moved;
  return next;
}

/** The edit call's payload and files: the form's fields as Create Post sends them, and the photos' order. */
export function toEditPayload(values: PostValues, username: string, photos: readonly EditPhoto[]): { payload: EditPostPayload; files: File[] } {
  const files: File[] = [];
  const order = photos.map((photo): EditedPhoto => {
    if (photo.kind === 'kept') return { keep: photo.media.url };
    files.push(photo.file);
    return { upload: files.length - 1 };
  });
  return { payload: { ...toPostPayload(values, username), photos: order }, files };
}

/** Anything changed since the form opened: Cancel then asks before throwing it away. */
export function hasEdits(post: Post, values: PostValues, photos: readonly EditPhoto[]): boolean {
  const before = valuesOfPost(post);
  const fieldChanged = Object.entries(values).some(([field, value]) => before[field as keyof PostValues] !== value);
  const photoUrls = photos.map((photo) => (photo.kind === 'kept' ? photo.media.url : null));
  const photosChanged = photoUrls.length !== post.images.length || photoUrls.some((url, index) => url !== post.images[index]?.url);
  return fieldChanged || photosChanged;
}

/** A failed save in words: the server's field messages, else what its status means. */
export function editFailureMessage(outcome: Extract<EditPostOutcome, { ok: false }>): string {
  const joined = [...new Set(flatMessages(outcome.errors))].join(', ');
  if (joined) return joined;
  if (outcome.status === 400) return MESSAGES.invalidPostData;
  if (outcome.status >= 500) return MESSAGES.serverErrorLater;
  if (outcome.status === 0) return outcome.message === MESSAGES.networkError ? MESSAGES.networkError : MESSAGES.updatePostFailed;
  return outcome.message && outcome.message !== MESSAGES.genericError ? outcome.message : MESSAGES.updatePostFailed;
}
