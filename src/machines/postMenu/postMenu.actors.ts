import { fromPromise } from 'xstate';
import { ApiError } from '../../services/api';
import { localHiddenPosts } from '../../services/marketplace';
import { deletePost, setHidden, setSaved, type SaveAnswer } from '../../services/social';
import type { DeleteOutcome } from './postMenu.types';

/** POST /hidden for the signed-in account; its answer (the account's hidden posts) refreshes this browser's cache. */
export const hidePost = fromPromise<void, { postId: number }>(async ({ input, signal }) => {
  const answer = await setHidden(input.postId, true, signal);
  localHiddenPosts.replace(answer.post_ids);
});

/** POST /saved with the wanted state. */
export const savePost = fromPromise<SaveAnswer, { postId: number; saved: boolean }>(({ input, signal }) => setSaved(input.postId, input.saved, signal));

/** DELETE / {postid}; a refusal resolves as an outcome so the chart decides what it says. */
export const removePost = fromPromise<DeleteOutcome, { postId: number }>(async ({ input, signal }) => {
  try {
    await deletePost(input.postId, signal);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, failure: { status: error.status, message: error.message } };
  }
});

export const postMenuActors = { hidePost, savePost, removePost };
