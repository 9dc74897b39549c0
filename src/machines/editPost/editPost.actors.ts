import { fromPromise } from 'xstate';
import { editPost } from '../../services/listing';
import { loadPostOptions, postRefusalOf } from '../createPost/createPost.actors';
import type { EditPostOutcome, SavePostInput } from './editPost.types';

/** PATCH /post/{id}; a refusal resolves as an outcome with the server's words so the chart maps them. */
export const savePost = fromPromise<EditPostOutcome, SavePostInput>(async ({ input, signal }) => {
  try {
    const answer = await editPost(input.postId, input.payload, input.files, signal);
    return { ok: true, post: answer.post };
  } catch (error) {
    return postRefusalOf(error);
  }
});

export const editPostActors = { loadPostOptions, savePost };
