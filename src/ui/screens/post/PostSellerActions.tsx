import { useSelector } from '@xstate/react';
import { Link } from '../../components/links';
import type { Post } from '../../../contract/posts';
import { MESSAGES } from '../../../contract/texts';
import { selectIsStartingChat } from '../../../machines/postView';
import { WatchPriceButton } from '../postLife/lazyPostLife';
import { WatchSignIn } from '../postLife/WatchSignIn';
import { OwnerListing } from './lazyOwnerListing';
import { sellerOf } from './postSeller';
import type { PostViewActor } from './postViewActor';
import { useViewer } from './useViewer';

/**
 * Message or call the seller; one's own post, or no viewer, links to the seller's profile instead (with the owner's
 * Edit post and Mark as sold). A sold post's Message Seller is disabled and says why. Another user's post offers
 * Watch price; a visitor is asked to sign in for it.
 */
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
        {viewer ? <OwnerListing post={post} view={view} /> : <WatchSignIn />}
      </div>
    );
  }
  return (
    <div className="post-details__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={startingChat || post.sold}
        aria-busy={startingChat || undefined}
        aria-describedby={post.sold ? `post-${post.id}-sold-note` : undefined}
        onClick={() => view.send({ type: 'chat.requested', viewer: viewer.username })}
      >
        {startingChat ? 'Starting chat...' : 'Message Seller'}
      </button>
      {post.sold ? (
        <p id={`post-${post.id}-sold-note`} className="post-details__sold-note" data-scope="post-popup" data-part="sold-note">
          {MESSAGES.postSoldNoChat}
        </p>
      ) : null}
      {phone ? (
        <a className="button button--secondary" href={`tel:${phone}`}>
          Call Seller
        </a>
      ) : null}
      <WatchPriceButton postId={post.id} />
    </div>
  );
}
