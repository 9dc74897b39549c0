import { z } from 'zod/mini';
import {
  createPostAnswerSchema,
  errorAnswerSchema,
  type CreatePostPayload,
} from '../contract';
import { call } from './api';

/** A 2xx answer is either the created post or the spec's `success: false` with a message. */
const createPostReplySchema = z.union([createPostAnswerSchema, z.extend(errorAnswerSchema, { success: z.literal(false) })]);
export type CreatePostReply = z.infer<typeof createPostReplySchema>;

/** The multipart name of the n-th file, as the spec sends it: image_{n}_{filename}. */
export const mediaFieldName = (index: number, file: File): string => `image_${index}_${file.name}`;

/** The multipart body: the post's fields as JSON under `post`, then every file. */
export function toPostFormData(fields: CreatePostPayload, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('post', JSON.stringify(fields));
  files.forEach((file, index) => form.append(mediaFieldName(index, file), file, file.name));
  return form;
}

/** POST /: multipart with files, JSON when the post is text only. */
/** `idempotencyKey`: the same on every retry of one post, so the server makes it once. */
export function createPost(fields: CreatePostPayload, files: readonly File[], signal?: AbortSignal, idempotencyKey?: string): Promise<CreatePostReply> {
  const body = files.length ? toPostFormData(fields, files) : { ...fields };
  return call('/', createPostReplySchema, { method: 'POST', body, auth: true, quiet: true, signal, idempotencyKey });
}

/** Reloads the page (after a post was created, so every list shows it). */
export function reloadPage(): void {
  window.location.reload();
}
