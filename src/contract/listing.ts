import { z } from 'zod/mini';
import { LIMITS, MESSAGES } from './constants';
import { createPostPayloadSchema } from './createPost';
import { postSchema } from './posts';

/** One photo of an edited post, in its new place: one the post has (by its url) or the n-th file uploaded with the edit. */
export const editedPhotoSchema = z.union([
  z.object({ keep: z.string().check(z.minLength(1, MESSAGES.photoNotInPost)) }),
  z.object({ upload: z.number().check(z.int(), z.gte(0), z.lt(LIMITS.mediaFilesMax, MESSAGES.maxFiles)) }),
]);
export type EditedPhoto = z.infer<typeof editedPhotoSchema>;

/**
 * PATCH /post/{id}: the same fields and limits as creating a post, plus `photos`, the post's photos in their new
 * order (absent: the photos stay as they are, uploaded files after them). Multipart like a new post (the `post`
 * field plus files named image_{n}_{filename}), or JSON without files.
 */
export const editPostPayloadSchema = z.extend(createPostPayloadSchema, {
  photos: z.optional(z.array(editedPhotoSchema).check(z.maxLength(LIMITS.mediaFilesMax, MESSAGES.maxFiles))),
});
export type EditPostPayload = z.input<typeof editPostPayloadSchema>;

/** The answer to an edit and to a sold mark: the post as it now is. */
export const postChangeAnswerSchema = z.object({ success: z.literal(true), message: z.string(), post: postSchema });
export type PostChangeAnswer = z.infer<typeof postChangeAnswerSchema>;

/** PATCH /post/{id}/sold: sold, or available again. */
export const markSoldPayloadSchema = z.object({ sold: z.boolean({ error: MESSAGES.markSoldFailed }) });
export type MarkSoldPayload = z.infer<typeof markSoldPayloadSchema>;
