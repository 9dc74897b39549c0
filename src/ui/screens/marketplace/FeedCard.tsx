import { MessageCircle } from '../../components/icons';
import { useSearchParams } from 'react-router';
import type { Post } from '../../../contract';
import { formatNaira, postTime } from '../../format';
import '../../styles/feedCard.css';
import { LikeButton } from '../post/LikeButton';
import { PostMenu } from '../post/PostMenu';
import { sellerOf } from '../post/postSeller';
import { useCommentCount } from '../post/PostShadow';
import { FeedCardMedia } from './FeedCardMedia';
import { SellerHeader } from './FeedCardSeller';
import { POST_ID_PARAM } from './postIdParam';
import type { FeedLayout } from './useFeedLayout';
import { SoldRibbon } from '../post/SoldRibbon';

export type FeedCardProps = {
  post: Post;
  layout: FeedLayout;
  /** The feed's first card, whose first photo is the page's main picture. */
  first?: boolean;
  onHidden: (postId: number) => void;
  onDeleted: (postId: number) => void;
};

/**
 * One post in the feed. A full card: seller, media (or a text card), title, price, category, time and actions.
 * A compact card: media, title, price and the seller's place, with smaller actions and the post's menu among them.
 */
export function FeedCard({ post, layout, first = false, onHidden, onDeleted }: FeedCardProps) {
  const [, setSearchParams] = useSearchParams();
  const open = () =>
    setSearchParams((params) => {
      params.set(POST_ID_PARAM, String(post.id));
      return params;
    });
  const compact = layout === 'compact';
  return (
    <article
      className={`feed-card feed-card--${layout}`}
      aria-labelledby={`post-${post.id}-title`}
      data-scope="feed-card"
      data-part="root"
      data-post-id={post.id}
      data-sold={post.sold ? '' : undefined}
    >
      <SoldRibbon sold={post.sold} />
      {compact ? null : <SellerHeader post={post} onHidden={onHidden} onDeleted={onDeleted} />}
      <FeedCardMedia post={post} layout={layout} priority={first} onOpen={open} />
      <div className="feed-card__body">
        <h2 id={`post-${post.id}-title`} className="feed-card__title">
          <button type="button" className="feed-card__open" onClick={open} data-scope="feed-card" data-part="open">
            <span className="feed-card__title-text">{post.title}</span>
          </button>
        </h2>
        <p className="feed-card__price" data-scope="feed-card" data-part="price">
          {formatNaira(post.price)}
        </p>
        {compact ? <CompactPlace post={post} /> : <FullMeta post={post} />}
      </div>
      <footer className="feed-card__actions">
        <LikeButton post={post} />
        <CommentsButton post={post} onOpen={open} />
        {compact ? <PostMenu post={post} onHidden={onHidden} onDeleted={onDeleted} /> : null}
      </footer>
    </article>
  );
}

function FullMeta({ post }: { post: Post }) {
  return (
    <div className="feed-card__meta">
      {post.category ? (
        <span className="feed-card__chip" data-scope="feed-card" data-part="category">
          {post.category.name}
        </span>
      ) : null}
      <time className="feed-card__time" dateTime={post.created_at}>
        {postTime(post.created_at, Date.now())}
      </time>
    </div>
  );
}

function CompactPlace({ post }: { post: Post }) {
  const { place } = sellerOf(post);
  if (!place) return null;
  return (
    <p className="feed-card__place" data-scope="feed-card" data-part="place">
      {place}
    </p>
  );
}

/** The comment count, as the popup over the card shows it too. */
function CommentsButton({ post, onOpen }: { post: Post; onOpen: () => void }) {
  const count = useCommentCount(post);
  return (
    <button type="button" className="feed-card__action" onClick={onOpen} aria-label={`Comments (${count})`} data-scope="feed-card" data-part="comments">
      <MessageCircle /> {count}
    </button>
  );
}
