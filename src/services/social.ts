import type { z } from 'zod';
import {
  commentAnswerCheck,
  commentsAnswerCheck,
  createChatAnswerCheck,
  deletePostAnswerCheck,
  followAnswerCheck,
  hiddenPostListAnswerCheck,
  hiddenPostsAnswerCheck,
  saveAnswerCheck,
  shareAnswerCheck,
  suggestionsAnswerCheck,
} from '../contract/postChecks.generated';
import type { sharePayloadSchema, UserSummary } from '../contract/social';
import { call } from './api';

/* A post's calls: their answers are checked without zod's runtime (src/contract/postChecks.generated.ts), so a shared post's page does not load it. */

export type ShareTarget = z.infer<typeof sharePayloadSchema>['target'];

/** The comment form's payload: `parent` is null for a top-level comment. */
export type NewComment = { post: number; comment: string; parent: number | null };

/** Oldest first; replies carry their parent's id. */
export function fetchComments(postId: number, signal?: AbortSignal) {
  return call('/comment', commentsAnswerCheck, { query: { post: postId }, auth: 'optional', quiet: true, signal });
}

/** `idempotencyKey`: the same on every retry of one comment, so the server stores it once. */
export function postComment(payload: NewComment, signal?: AbortSignal, idempotencyKey?: string) {
  return call('/comment', commentAnswerCheck, { method: 'POST', body: payload, auth: true, quiet: true, signal, idempotencyKey });
}

export function setSaved(postId: number, saved: boolean, signal?: AbortSignal) {
  return call('/saved', saveAnswerCheck, { method: 'POST', body: { post_id: postId, action: saved }, auth: true, quiet: true, signal });
}

/** Hides or unhides a post for the caller's account; the server answers the account's hidden post ids. */
export function setHidden(postId: number, hidden: boolean, signal?: AbortSignal) {
  return call('/hidden', hiddenPostsAnswerCheck, { method: 'POST', body: { post_id: postId, action: hidden }, auth: true, quiet: true, signal });
}

/** The caller's hidden posts in full, newest hidden first. */
export async function fetchHiddenPosts(signal?: AbortSignal) {
  return (await call('/hidden/posts', hiddenPostListAnswerCheck, { auth: true, quiet: true, signal })).results;
}

/** Records a share so the owner is told; visitors may share too. */
export function sharePost(postId: number, target: ShareTarget, signal?: AbortSignal) {
  return call(`/post/${postId}/share`, shareAnswerCheck, { method: 'POST', body: { target }, auth: 'optional', quiet: true, signal });
}

export function deletePost(postId: number, signal?: AbortSignal) {
  return call('/', deletePostAnswerCheck, { method: 'DELETE', body: { postid: postId }, auth: true, quiet: true, signal });
}

/** Creates the room with the receiver, or answers the one they already share; `post` names the post it is asked from. */
export function startChat(receiver: string, signal?: AbortSignal, post?: number) {
  const body = post === undefined ? { receiver } : { receiver, post };
  return call('/v2/chats/', createChatAnswerCheck, { method: 'POST', body, auth: true, quiet: true, signal });
}

export function setFollow(username: string, follow: boolean, signal?: AbortSignal) {
  return call('/follow', followAnswerCheck, { method: 'POST', body: { user: username, action: follow }, auth: true, quiet: true, signal });
}

export type CommentAnswer = Awaited<ReturnType<typeof postComment>>;
export type ChatRoom = Awaited<ReturnType<typeof startChat>>;
export type SaveAnswer = Awaited<ReturnType<typeof setSaved>>;

/** GET /get_users: the vendors the follow-suggestions panel picks from. */
export function fetchSuggestions(signal?: AbortSignal): Promise<UserSummary[]> {
  return call('/get_users', suggestionsAnswerCheck, { auth: 'optional', signal, quiet: true });
}
