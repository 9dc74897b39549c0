import { useSelector } from '@xstate/react';
import { useId, useLayoutEffect, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from '../../components/links';
import type { Actor } from 'xstate';
import type { Post } from '../../../contract/posts';
import { MESSAGES } from '../../../contract/texts';
import {
  commentsMachine,
  repliesOf,
  selectAllowsComments,
  selectCanExpand,
  selectCanLoadMore,
  selectCommentError,
  selectCount,
  selectDraft,
  selectHighlighted,
  selectIsExpanded,
  selectIsLoading,
  selectIsReplyLocked,
  selectIsSendingComment,
  selectLoadError,
  selectReplyDraft,
  selectReplyError,
  selectReplyingTo,
  selectTopLevelCount,
  selectVisibleComments,
  selectWaitsForNetwork,
  type ShownComment,
} from '../../../machines/comments';
import { useScreenActor } from '../../app/useScreenActor';
import { LoadFailed } from '../../components/LoadFailed';
import { SendsWhenOnline } from '../../components/SendsWhenOnline';
import { avatarOrDefault, commentTime } from '../../format';
import { useActorToasts } from '../../app/useActorToasts';
import { usePostShadow, withPostShadow } from './PostShadow';
import { useViewer, type Viewer } from './useViewer';
import '../../styles/comments.css';

type CommentsActor = Actor<typeof commentsMachine>;
type Shared = { actor: CommentsActor; viewer: Viewer };

export type CommentsSectionProps = {
  post: Pick<Post, 'id' | 'no_of_comments' | 'user'>;
};

export const commentCountLabel = (count: number): string => `${count} ${count === 1 ? 'comment' : 'comments'}`;

/** Ctrl or Cmd + Enter submits the form the field is in. */
function submitOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}

function Comments({ post }: CommentsSectionProps) {
  const viewer = useViewer();
  const allowComments = post.user.vendor?.allow_comments ?? true;
  const actor = useScreenActor(commentsMachine, { input: { postId: post.id, count: post.no_of_comments, allowComments } });
  useActorToasts(actor);
  useSharedCount(actor, post.id);
  const shown = useSelector(actor, selectCount);
  const headingId = useId();

  return (
    <section className="comments" aria-labelledby={headingId} data-scope="comments" data-part="root">
      <header className="comments__header">
        <h3 id={headingId}>Comments</h3>
        <span className="comments__count" data-scope="comments" data-part="count">
          {commentCountLabel(shown)}
        </span>
      </header>
      <CommentForm actor={actor} viewer={viewer} />
      <CommentList actor={actor} viewer={viewer} />
    </section>
  );
}

/** The count goes to the post shadow (the feed card shows it); someone else's comment reloads the list. */
function useSharedCount(actor: CommentsActor, postId: number) {
  const shadow = usePostShadow();
  useLayoutEffect(() => {
    if (!shadow) return undefined;
    const subscriptions = [
      actor.on('count.changed', ({ count }) => shadow.send({ type: 'post.commentsCounted', postId, count })),
      shadow.on('post.commentHeard', (event) => event.postId === postId && actor.send({ type: 'comments.refresh' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, shadow, postId]);
}

function formNotice(viewer: Viewer, allowComments: boolean): { notice: string; placeholder: string } | null {
  if (!allowComments) return { notice: MESSAGES.commentsDisabledNotice, placeholder: MESSAGES.commentsDisabledPlaceholder };
  if (!viewer) return { notice: MESSAGES.pleaseLoginToComment, placeholder: MESSAGES.logInToCommentPlaceholder };
  return null;
}

function CommentForm({ actor, viewer }: Shared) {
  const allowComments = useSelector(actor, selectAllowsComments);
  const draft = useSelector(actor, selectDraft);
  const error = useSelector(actor, selectCommentError);
  const sending = useSelector(actor, selectIsSendingComment);
  // One comment at a time: the one lost offline goes first.
  const waiting = useSelector(actor, (snapshot) => selectWaitsForNetwork(snapshot, { isReply: false }));
  const errorId = useId();
  const closed = formNotice(viewer, allowComments);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'comment.submitted', author: viewer?.author ?? null });
  };

  return (
    <form className="comment-form" onSubmit={submit} aria-label="Add a comment" noValidate data-scope="comments" data-part="form">
      {closed ? (
        <p className="comments__notice" role="note" data-scope="comments" data-part="notice">
          {closed.notice}
        </p>
      ) : null}
      <div className="comment-form__row">
        <img className="comment__avatar" src={avatarOrDefault(viewer?.author.profileimg)} alt="" width={36} height={36} />
        <textarea
          className="comment-form__input"
          aria-label="Write a comment"
          placeholder={closed?.placeholder ?? 'Write a comment...'}
          value={draft}
          rows={2}
          disabled={closed !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => actor.send({ type: 'comment.changed', text: event.target.value })}
          onKeyDown={submitOnCtrlEnter}
        />
        <button type="submit" className="button button--primary comment-form__submit" disabled={closed !== null || sending || waiting} aria-busy={sending || undefined}>
          {sending ? 'Posting...' : 'Post'}
        </button>
      </div>
      {!viewer && allowComments ? <p className="comment-form__hint">{MESSAGES.pleaseLogInToComment}</p> : null}
      {error ? (
        <p id={errorId} className="comment-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function CommentList({ actor, viewer }: Shared) {
  const loading = useSelector(actor, selectIsLoading);
  const loadError = useSelector(actor, selectLoadError);
  const visible = useSelector(actor, selectVisibleComments);
  const total = useSelector(actor, selectTopLevelCount);
  const expanded = useSelector(actor, selectIsExpanded);
  const canExpand = useSelector(actor, selectCanExpand);
  const canLoadMore = useSelector(actor, selectCanLoadMore);

  if (loading) return <p className="comments__status" role="status">Loading comments...</p>;
  if (loadError) {
    return (
      <LoadFailed message={loadError} onRetry={() => actor.send({ type: 'comments.retry' })} className="comments__status" scope="comments" part="load-error" />
    );
  }
  return (
    <>
      <ul className="comments__list" aria-label="Comments" data-scope="comments" data-part="list">
        {visible.map((comment) => (
          <CommentItem key={comment.id} comment={comment} actor={actor} viewer={viewer} />
        ))}
      </ul>
      <div className="comments__more">
        {canExpand ? (
          <button type="button" className="comments__link" onClick={() => actor.send({ type: 'comments.expanded' })}>
            View all {commentCountLabel(total)}
          </button>
        ) : null}
        {canLoadMore ? (
          <button type="button" className="comments__link" onClick={() => actor.send({ type: 'comments.loadMore' })}>
            Load more comments
          </button>
        ) : null}
        {expanded ? (
          <button type="button" className="comments__link" onClick={() => actor.send({ type: 'comments.collapsed' })}>
            Show less
          </button>
        ) : null}
      </div>
    </>
  );
}

function CommentItem({ comment, actor, viewer }: Shared & { comment: ShownComment }) {
  const highlighted = useSelector(actor, (snapshot) => selectHighlighted(snapshot).includes(comment.id));
  const replies = useSelector(actor, (snapshot) => repliesOf(snapshot, comment.id), sameComments);
  const replyingHere = useSelector(actor, (snapshot) => selectReplyingTo(snapshot) === comment.id);
  const allowComments = useSelector(actor, selectAllowsComments);
  const waiting = useSelector(actor, (snapshot) => comment.is_optimistic === true && selectWaitsForNetwork(snapshot, { isReply: comment.parent !== null }));
  const own = viewer?.username === comment.user.username;
  const className = ['comment', highlighted ? 'comment--highlight' : '', comment.is_optimistic ? 'comment--pending' : ''].filter(Boolean).join(' ');

  return (
    <li className={className} data-scope="comments" data-part="comment" data-highlighted={highlighted || undefined} data-optimistic={comment.is_optimistic || undefined}>
      <img className="comment__avatar" src={avatarOrDefault(comment.user.profileimg)} alt="" width={32} height={32} />
      <div className="comment__body">
        <div className="comment__meta">
          <Link className="comment__author" to={`/profile/${comment.user.username}`}>
            {own ? 'You' : comment.user.display_name || comment.user.username}
          </Link>
          <time className="comment__time" dateTime={comment.created_at || undefined}>
            {commentTime(comment.created_at, Date.now())}
          </time>
        </div>
        <p className="comment__text">{comment.comment}</p>
        {waiting ? <SendsWhenOnline scope="comments" /> : null}
        {allowComments ? (
          <button type="button" className="comments__link" aria-expanded={replyingHere} onClick={() => actor.send({ type: 'reply.toggled', commentId: comment.id })}>
            Reply
          </button>
        ) : null}
        {replyingHere ? <ReplyForm actor={actor} viewer={viewer} to={comment} /> : null}
        {replies.length ? (
          <ul className="comments__replies" aria-label={`Replies to ${comment.user.username}`}>
            {replies.map((reply) => (
              <CommentItem key={reply.id} comment={reply} actor={actor} viewer={viewer} />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

const sameComments = (a: ShownComment[], b: ShownComment[]) => a.length === b.length && a.every((comment, index) => comment === b[index]);

function ReplyForm({ actor, viewer, to }: Shared & { to: ShownComment }) {
  const draft = useSelector(actor, selectReplyDraft);
  const error = useSelector(actor, selectReplyError);
  const locked = useSelector(actor, selectIsReplyLocked);
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'reply.submitted', author: viewer?.author ?? null });
  };
  return (
    <form className="comment-form comment-form--reply" onSubmit={submit} aria-label={`Reply to ${to.user.username}`} noValidate>
      <div className="comment-form__row">
        <textarea
          className="comment-form__input"
          aria-label="Write a reply"
          placeholder={viewer ? 'Write a reply...' : MESSAGES.logInToCommentPlaceholder}
          value={draft}
          rows={1}
          disabled={!viewer}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => actor.send({ type: 'reply.changed', text: event.target.value })}
          onKeyDown={submitOnCtrlEnter}
        />
        <button type="submit" className="button button--secondary comment-form__submit" disabled={!viewer || locked} aria-busy={locked || undefined}>
          Reply
        </button>
      </div>
      {error ? (
        <p id={errorId} className="comment-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** A post's comments: the count, the form, the list with replies, collapsed or expanded. */
export const CommentsSection = withPostShadow(Comments);
