import { fromPromise } from 'xstate';
import { errorAnswerSchema } from '../../contract';
import { ApiError } from '../../services/api';
import { fetchLookups } from '../../services/lookups';
import { createPost } from '../../services/posts';
import { fallbackPostOptions } from './createPost.rules';
import type { CreatePostOutcome, PostOptions, SubmitPostInput } from './createPost.types';

/** GET /categories-and-delivery; the built-in lists when it fails, so it never rejects. */
export const loadPostOptions = fromPromise<PostOptions>(async ({ signal }) => {
  try {
    const answer = await fetchLookups(signal);
    const categories = [...answer.product_categories, ...answer.service_categories];
    return categories.length && answer.delivery_times.length ? { categories, deliveryTimes: answer.delivery_times } : fallbackPostOptions();
  } catch {
    return fallbackPostOptions();
  }
});

/** A post form's refused call as an outcome with the server's words (Create Post and Edit Post); anything else is thrown on. */
export function postRefusalOf(error: unknown): Extract<CreatePostOutcome, { ok: false }> {
  if (!(error instanceof ApiError)) throw error;
  const body = errorAnswerSchema.safeParse(error.data);
  return { ok: false, status: error.status, message: error.message, errors: body.success ? body.data.errors : undefined };
}

/** POST /; a refusal resolves as an outcome with the server's words so the chart maps them. */
export const submitPost = fromPromise<CreatePostOutcome, SubmitPostInput>(async ({ input, signal }) => {
  try {
    const reply = await createPost(input.payload, input.files, signal, input.key);
    if (reply.success) return { ok: true, post: reply.post };
    return { ok: false, status: 200, message: reply.message, errors: reply.errors };
  } catch (error) {
    return postRefusalOf(error);
  }
});

export const createPostActors = { loadPostOptions, submitPost };
