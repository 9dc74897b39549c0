import { Check, MessageCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DURATIONS, LIMITS, type Post, type PostAuthor } from '../../../contract';
import { Carousel } from '../../components';
import { avatarOrDefault, displayName, formatNaira, postTime, textCardGradient, truncateText } from '../../format';
import { LikeButton } from '../post/LikeButton';
import { PostMenu } from '../post/PostMenu';
import { useCommentCount } from '../post/PostShadow';
import { POST_ID_PARAM } from './postIdParam';

export type FeedCardProps = {
  post: Post;
  onHidden: (postId: number) => void;
  onDeleted: (postId: number) => void;
};

const sellerName = (user: PostAuthor): string =>
  displayName({ ...user, marketname: user.vendor?.marketname || user.profile.marketname });

function sellerPlace(user: PostAuthor): string {
  const city = user.vendor?.city || user.profile.city;
  const state = user.vendor?.state || user.profile.state;
  return [city, state].filter(Boolean).join(', ');
}

/** One post in the feed: seller, media (or a text card), title, price, category, time and actions. */
export function FeedCard({ post, onHidden, onDeleted }: FeedCardProps) {
  const [, setSearchParams] = useSearchParams();
  const open = () =>
    setSearchParams((params) => {
      params.set(POST_ID_PARAM, String(post.id));
      return params;
    });
  return (
    <article className="feed-card" aria-labelledby={`post-${post.id}-title`} data-scope="feed-card" data-part="root" data-post-id={post.id}>
      <SellerHeader post={post} onHidden={onHidden} onDeleted={onDeleted} />
      <PostMedia post={post} onOpen={open} />
      <div className="feed-card__body">
        <h3 id={`post-${post.id}-title`} className="feed-card__title">
          <button type="button" className="feed-card__open" onClick={open} data-scope="feed-card" data-part="open">
            {post.title}
          </button>
        </h3>
        <p className="feed-card__price" data-scope="feed-card" data-part="price">
          {formatNaira(post.price)}
        </p>
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
      </div>
      <footer className="feed-card__actions">
        <LikeButton post={post} />
        <CommentsButton post={post} onOpen={open} />
      </footer>
    </article>
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

function SellerHeader({ post, onHidden, onDeleted }: FeedCardProps) {
  const { user } = post;
  const place = sellerPlace(user);
  return (
    <header className="feed-card__seller">
      <Link to={`/profile/${user.username}`} className="feed-card__seller-link" data-scope="feed-card" data-part="seller">
        <img className="feed-card__avatar" src={avatarOrDefault(user.profile.profileimg)} alt="" width={40} height={40} loading="lazy" />
        <span className="feed-card__seller-text">
          <span className="feed-card__seller-name">
            {sellerName(user)}
            {user.is_verified ? (
              <span className="feed-card__verified" role="img" aria-label="Verified" data-scope="feed-card" data-part="verified">
                <Check strokeWidth={3} />
              </span>
            ) : null}
          </span>
          {place ? <span className="feed-card__place">{place}</span> : null}
        </span>
      </Link>
      <PostMenu post={post} onHidden={onHidden} onDeleted={onDeleted} />
    </header>
  );
}

function PostMedia({ post, onOpen }: { post: Post; onOpen: () => void }) {
  if (post.images.length) {
    return (
      <div className="feed-card__media" data-scope="feed-card" data-part="media">
        <Carousel
          media={post.images.map(({ url, kind }) => ({ url, kind }))}
          alt={post.title}
          autoplayMs={DURATIONS.feedAutoplay}
          height={LIMITS.feedCarouselHeight}
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      className="feed-card__text-card"
      style={{ background: textCardGradient(post.id), minHeight: LIMITS.feedCarouselHeight }}
      onClick={onOpen}
      aria-label={`Open ${post.title}`}
      data-scope="feed-card"
      data-part="text-card"
    >
      <span className="feed-card__text-title">{post.title}</span>
      {post.description ? <span className="feed-card__text-description">{truncateText(post.description, LIMITS.readMoreChars)}</span> : null}
    </button>
  );
}
