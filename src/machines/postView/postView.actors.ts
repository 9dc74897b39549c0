import { fromPromise } from 'xstate';
import { ApiError } from '../../services/api';
import { copyText } from '../../services/clipboard';
import { readSession } from '../../services/cookies';
import { fetchPost } from '../../services/postPage';
import { sharePost, startChat, type ChatRoom } from '../../services/social';
import { readSocketInput } from '../socket/socket.actors';
import { socketMachine } from '../socket/socket.machine';
import type { PostFailure, PostOutcome, PostViewInput, ShareTarget } from './postView.types';

function failureOf(error: unknown): PostFailure {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  // An answer without a post ('Invalid response format').
  if (error instanceof Error && error.name !== 'AbortError') return { status: 0, message: error.message };
  throw error;
}

/** GET /post/{id}; a refusal resolves as an outcome so the chart tells not-found from failure. */
export const loadPost = fromPromise<PostOutcome, { postId: number }>(async ({ input, signal }) => {
  try {
    return { ok: true, post: await fetchPost(input.postId, signal) };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
});

/** POST /v2/chats/: the room shared with the seller, asked from this post. */
export const startChatRoom = fromPromise<ChatRoom, { receiver: string; postId?: number }>(({ input, signal }) => startChat(input.receiver, signal, input.postId));

export const copyLink = fromPromise<void, { url: string }>(({ input }) => copyText(input.url));

/** Records a share for the owner's notification; its answer changes nothing, so a failure is dropped. */
export const recordShare = fromPromise<void, { postId: number; target: ShareTarget }>(async ({ input }) => {
  await sharePost(input.postId, input.target).catch(() => undefined);
});

export const postViewActors = { loadPost, startChatRoom, copyLink, recordShare, socket: socketMachine };

/** The popup's input in the browser: the post, and for a signed-in viewer the post's live socket. */
export function readPostViewInput(input: Omit<PostViewInput, 'live'>): PostViewInput {
  const session = readSession();
  const postId = input.postId ?? input.post?.id;
  if (!session || !postId) return { ...input, live: null };
  const { receiver: _receiver, ...socket } = readSocketInput({ channel: 'social', postId }, session);
  return { ...input, live: { socket, viewer: session.username } };
}
