import { LIMITS } from '../../contract/limits';
import { MESSAGES } from '../../contract/texts';
import { DURATIONS } from '../../contract/timing';
import type { CommentAuthor, CommentFailure, CommentsContext, ShownComment } from './comments.types';

/** The form's own check: trimmed, not empty, within 500 (comment) or 300 (reply) characters. */
export function commentProblem(text: string, isReply: boolean): string | null {
  const trimmed = text.trim();
  if (!trimmed) return isReply ? MESSAGES.replyEmpty : MESSAGES.commentEmpty;
  if (trimmed.length > (isReply ? LIMITS.replyMax : LIMITS.commentMax)) return isReply ? MESSAGES.replyTooLong : MESSAGES.commentTooLong;
  return null;
}

const SILENT = new Set<string>([MESSAGES.notAuthenticated, MESSAGES.emptyComment, MESSAGES.authenticationRequired]);
const SERVER_CHECKS = new Set<string>([MESSAGES.commentEmpty, MESSAGES.replyEmpty, MESSAGES.commentTooLong, MESSAGES.replyTooLong]);

/** What a refused comment says (null: nothing, as for 'Not authenticated' and 'Empty comment'). */
export function failureMessage(failure: CommentFailure | undefined, isReply: boolean): string | null {
  if (!failure) return isReply ? MESSAGES.replyPostFailed : MESSAGES.commentPostFailed;
  if (failure.status === 401 || SILENT.has(failure.message)) return null;
  if (failure.status === 403) return MESSAGES.commentsDisabledToast;
  if (failure.status === 404) return MESSAGES.commentUnavailable;
  if (failure.message === MESSAGES.parentCommentInvalid) return MESSAGES.replyMissingInfo;
  if (failure.status === 400 && SERVER_CHECKS.has(failure.message)) return failure.message;
  return isReply ? MESSAGES.replyPostFailed : MESSAGES.commentPostFailed;
}

export const isDisabledRefusal = (failure: CommentFailure): boolean => failure.status === 403;

/** Whether the comment was under 5 s old when it arrived. */
export function isNew(comment: ShownComment, receivedAt: string): boolean {
  const age = Date.parse(receivedAt) - Date.parse(comment.created_at);
  return Number.isFinite(age) && age < DURATIONS.newCommentAge;
}

export function optimisticComment(context: CommentsContext, author: CommentAuthor, text: string, parent: number | null): ShownComment {
  return {
    id: context.nextTempId,
    user: author,
    post: context.postId,
    comment: text.trim(),
    parent,
    // No time yet: the view reads a missing date as now.
    created_at: '',
    is_optimistic: true,
  };
}

export const topLevel = (comments: readonly ShownComment[]): ShownComment[] =>
  comments.filter((comment) => comment.parent === null).reverse();

export const repliesTo = (comments: readonly ShownComment[], id: number): ShownComment[] =>
  comments.filter((comment) => comment.parent === id);

/** The server's comment in place of ours; a reload may have brought it already, so it is shown once. */
export const replaceComment = (comments: readonly ShownComment[], tempId: number, comment: ShownComment): ShownComment[] =>
  comments.filter((existing) => existing.id !== comment.id).map((existing) => (existing.id === tempId ? comment : existing));

export const withoutComment = (comments: readonly ShownComment[], id: number): ShownComment[] =>
  comments.filter((existing) => existing.id !== id);

/** The newest optimistic comment at this level (top-level or a reply): the one being sent. */
export function pendingOf(comments: readonly ShownComment[], isReply: boolean): ShownComment | undefined {
  return [...comments].reverse().find((comment) => comment.is_optimistic && (comment.parent !== null) === isReply);
}
