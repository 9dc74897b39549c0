import type { Comment } from '../../contract/social';
import type { CommentAnswer, NewComment } from '../../services/social';

/** A comment as the section shows it: the server's, or one of ours still on its way (negative id). */
export type ShownComment = Comment & { is_optimistic?: boolean };

/** The key of a comment that failed, kept with its text: sent again unchanged, it is the same action. */
export type UnsentKey = { text: string; parent: number | null; key: string };

/** Who is writing: the signed-in user as a comment shows them. */
export type CommentAuthor = Comment['user'];

export type CommentsInput = {
  postId: number;
  /** The post's no_of_comments as the feed or popup had it. */
  count: number;
  /** The vendor's allow_comments switch (true when the post has no vendor record). */
  allowComments: boolean;
  /** Makes a comment's Idempotency-Key (newWriteKey in the browser); a test gives predictable ones. */
  newWriteKey?: () => string;
};

export type CommentsContext = {
  postId: number;
  count: number;
  allowComments: boolean;
  /** Oldest first, as the server sends them; replies carry their parent's id. */
  comments: ShownComment[];
  /** How many top-level comments the expanded view shows. */
  shown: number;
  draft: string;
  replyDraft: string;
  /** The comment whose reply form is open. */
  replyingTo: number | null;
  commentError: string | null;
  replyError: string | null;
  /** Ids shown highlighted (new or optimistic) until the highlight ends. */
  highlighted: number[];
  /** The next optimistic comment's id (counts down from -1). */
  nextTempId: number;
  loadError: string | null;
  newWriteKey: () => string;
  /** The Idempotency-Key of each of ours on its way, by its (negative) id: the same on every resend. */
  sendKeys: Record<number, string>;
  /** Keys of comments that failed (their answer may have been lost after the server stored them). */
  unsentKeys: UnsentKey[];
};

export type CommentsLoaded = { comments: Comment[]; receivedAt: string };

/** A refused comment in the section's words: status 0 is a network failure. */
export type CommentFailure = { status: number; message: string };

export type SendOutcome =
  | { ok: true; answer: CommentAnswer; receivedAt: string }
  | { ok: false; failure: CommentFailure };

export type SendRequest = { payload: NewComment; key: string };

export type CommentsEvent =
  | { type: 'comments.retry' }
  /** Someone else commented on the post: ask for the list again. */
  | { type: 'comments.refresh' }
  | { type: 'comments.expanded' }
  | { type: 'comments.collapsed' }
  | { type: 'comments.loadMore' }
  | { type: 'comment.changed'; text: string }
  /** `author` is null when signed out. */
  | { type: 'comment.submitted'; author: CommentAuthor | null }
  | { type: 'reply.toggled'; commentId: number }
  | { type: 'reply.changed'; text: string }
  | { type: 'reply.submitted'; author: CommentAuthor | null }
  /** Raised when new comments are to be highlighted. */
  | { type: 'highlight.started' };

export type CommentsEmitted =
  | { type: 'toast'; tone: 'error' | 'info'; message: string }
  /** The post's comment count changed (the feed card shows it too). */
  | { type: 'count.changed'; count: number };

export type { Comment, CommentAnswer, NewComment };

/** What an action written beside its region reads (the machine's setup binds it to its name). */
export type CommentsEnqueueArgs = {
  context: CommentsContext;
  enqueue: {
    assign: (update: Partial<CommentsContext>) => void;
    raise: (event: CommentsEvent) => void;
    emit: (event: CommentsEmitted) => void;
  };
};
