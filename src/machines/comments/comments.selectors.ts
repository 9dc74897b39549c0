import type { SnapshotFrom } from 'xstate';
import { LIMITS } from '../../contract/limits';
import type { commentsMachine } from './comments.machine';
import { repliesTo, topLevel } from './comments.rules';
import type { ShownComment } from './comments.types';

export type CommentsSnapshot = SnapshotFrom<typeof commentsMachine>;

/** A top-level comment with its replies (oldest first), as the list shows it. */
export type CommentThread = { comment: ShownComment; replies: ShownComment[] };

export const selectIsLoading = (snapshot: CommentsSnapshot): boolean => snapshot.matches('loading');
export const selectLoadError = (snapshot: CommentsSnapshot): string | null =>
  snapshot.matches('failed') ? snapshot.context.loadError : null;
export const selectIsExpanded = (snapshot: CommentsSnapshot): boolean => snapshot.matches({ loaded: { view: 'expanded' } });
export const selectCount = (snapshot: CommentsSnapshot): number => snapshot.context.count;
export const selectAllowsComments = (snapshot: CommentsSnapshot): boolean => snapshot.context.allowComments;

/** How many top-level comments there are in all. */
export const selectTopLevelCount = (snapshot: CommentsSnapshot): number => topLevel(snapshot.context.comments).length;

/** The newest top-level comments the current view shows (2 collapsed, 3 + 5 per Load more expanded). */
export const selectVisibleComments = (snapshot: CommentsSnapshot): ShownComment[] => {
  const limit = selectIsExpanded(snapshot) ? snapshot.context.shown : LIMITS.commentsCollapsed;
  return topLevel(snapshot.context.comments).slice(0, limit);
};

/** The replies to one comment, oldest first. */
export const repliesOf = (snapshot: CommentsSnapshot, id: number): ShownComment[] => repliesTo(snapshot.context.comments, id);

export const selectCanLoadMore = (snapshot: CommentsSnapshot): boolean => snapshot.can({ type: 'comments.loadMore' });
export const selectCanExpand = (snapshot: CommentsSnapshot): boolean =>
  snapshot.matches({ loaded: { view: 'collapsed' } }) && selectTopLevelCount(snapshot) > LIMITS.commentsCollapsed;

export const selectDraft = (snapshot: CommentsSnapshot): string => snapshot.context.draft;
export const selectCommentError = (snapshot: CommentsSnapshot): string | null => snapshot.context.commentError;
export const selectIsSendingComment = (snapshot: CommentsSnapshot): boolean => snapshot.matches({ loaded: { composer: 'sending' } });
/** The comment (or reply) on its way was lost offline: it is sent again once the browser is online. */
export const selectWaitsForNetwork = (snapshot: CommentsSnapshot, { isReply }: { isReply: boolean }): boolean =>
  snapshot.matches({ loaded: { [isReply ? 'reply' : 'composer']: 'waitingForNetwork' } });

export const selectReplyingTo = (snapshot: CommentsSnapshot): number | null => snapshot.context.replyingTo;
export const selectReplyDraft = (snapshot: CommentsSnapshot): string => snapshot.context.replyDraft;
export const selectReplyError = (snapshot: CommentsSnapshot): string | null => snapshot.context.replyError;
/** The reply form's submit is locked while a reply is out (or waits for the network) and 300 ms after its answer. */
export const selectIsReplyLocked = (snapshot: CommentsSnapshot): boolean =>
  snapshot.matches({ loaded: { reply: 'sending' } }) || snapshot.matches({ loaded: { reply: 'waitingForNetwork' } }) || snapshot.matches({ loaded: { reply: 'locked' } });

export const selectHighlighted = (snapshot: CommentsSnapshot): readonly number[] => snapshot.context.highlighted;
