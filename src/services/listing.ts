import { postChangeAnswerSchema, type EditPostPayload } from '../contract';
import { call } from './api';
import { toPostFormData } from './posts';

/** PATCH /post/{id}: multipart when the edit brings files, JSON otherwise. */
export function editPost(postId: number, fields: EditPostPayload, files: readonly File[], signal?: AbortSignal) {
  const body = files.length ? toPostFormData(fields, files) : { ...fields };
  return call(`/post/${postId}`, postChangeAnswerSchema, { method: 'PATCH', body, auth: true, quiet: true, signal });
}

/** PATCH /post/{id}/sold: sold, or available again. */
export function markSold(postId: number, sold: boolean, signal?: AbortSignal) {
  return call(`/post/${postId}/sold`, postChangeAnswerSchema, { method: 'PATCH', body: { sold }, auth: true, quiet: true, signal });
}
