import { fromPromise } from 'xstate';
import { ApiError, OfflineError } from '../../services/api';
import { fetchComments, postComment } from '../../services/social';
import { waitForNetwork } from '../shared/network';
import type { CommentsLoaded, SendOutcome, SendRequest } from './comments.types';

/** GET /comment?post=; `receivedAt` tells which comments are new enough to highlight. */
export const loadComments = fromPromise<CommentsLoaded, { postId: number }>(async ({ input, signal }) => {
  const { comments } = await fetchComments(input.postId, signal);
  return { comments, receivedAt: new Date().toISOString() };
});

/**
 * POST /comment; a refusal resolves as an outcome so the chart decides what it means. A call lost
 * offline is no refusal: it fails, and the chart waits for the network.
 */
export const sendComment = fromPromise<SendOutcome, SendRequest>(async ({ input, signal }) => {
  try {
    const answer = await postComment(input.payload, signal, input.key);
    return { ok: true, answer, receivedAt: new Date().toISOString() };
  } catch (error) {
    if (!(error instanceof ApiError) || error instanceof OfflineError) throw error;
    return { ok: false, failure: { status: error.status, message: error.message } };
  }
});

export const commentsActors = { loadComments, sendComment, waitForNetwork };
