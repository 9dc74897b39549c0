import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { Post } from '../../../contract';
import { selectIsStartingChat } from '../../../machines/postView';
import { sellerOf } from './postSeller';
import type { PostViewActor } from './postViewActor';
import { useViewer } from './useViewer';

/** Message or call the seller; one's own post, or no viewer, links to the seller's profile instead. */
export function PostSellerActions({ post, view }: { post: Post; view: PostViewActor }) {
  const viewer = useViewer();
  const startingChat = useSelector(view, selectIsStartingChat);
  const { phone } = sellerOf(post);
  if (!viewer || viewer.username === post.user.username) {
    return (
      <div className="post-details__actions">
        <Link className="button button--secondary" to={`/profile/${post.user.username}`}>
          View Seller Profile
        </Link>
      </div>
    );
  }
  return (
    <div className="post-details__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={startingChat}
        aria-busy={startingChat || undefined}
        onClick={() => view.send({ type: 'chat.requested', viewer: viewer.username })}
      >
        {startingChat ? 'Starting chat...' : 'Message Seller'}
      </button>
      {phone ? (
        <a className="button button--secondary" href={`tel:${phone}`}>
          Call Seller
        </a>
      ) : null}
    </div>
  );
}
