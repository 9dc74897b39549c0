import { useSelector } from '@xstate/react';
import { MESSAGES } from '../../../contract/texts';
import { selectCanRetry, selectError, selectPost, selectStatus } from '../../../machines/postView';
import { PostDetails } from './PostDetails';
import type { PostViewActor } from './postViewActor';

export type PostPopupBodyProps = { view: PostViewActor; titleId: string; onHidden: (id: number) => void; onDeleted: (id: number) => void };

/** The loaded post, or the loading, not-found and failed states in its place. */
export function PostPopupBody({ view, titleId, onHidden, onDeleted }: PostPopupBodyProps) {
  const status = useSelector(view, selectStatus);
  const post = useSelector(view, selectPost);
  const error = useSelector(view, selectError);
  const canRetry = useSelector(view, selectCanRetry);
  if (status === 'loaded' && post) return <PostDetails post={post} view={view} titleId={titleId} onHidden={onHidden} onDeleted={onDeleted} />;
  if (status === 'loading') {
    return (
      <div className="post-popup__state" role="status" data-scope="post-popup" data-part="loading">
        <h2 id={titleId}>Loading post...</h2>
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  const [title, text] = {
    notFound: [MESSAGES.postNotFoundTitle, MESSAGES.postNotFound],
    failed: [MESSAGES.failedToLoadPost, error ?? MESSAGES.unableToFetchPost],
    noData: [MESSAGES.noPostData, MESSAGES.noPostIdOrContent],
    loaded: [MESSAGES.noPostData, MESSAGES.noPostIdOrContent],
  }[status];
  return (
    <div className="post-popup__state" role="alert" data-scope="post-popup" data-part={status}>
      <h2 id={titleId}>{title}</h2>
      <p>{text}</p>
      {status === 'failed' && canRetry ? (
        <button type="button" className="button button--primary" onClick={() => view.send({ type: 'post.retry' })}>
          Try Again
        </button>
      ) : null}
    </div>
  );
}
