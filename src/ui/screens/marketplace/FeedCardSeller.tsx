import { Check } from '../../components/icons';
import { Link } from '../../components/links';
import type { Post } from '../../../contract';
import { avatarOrDefault } from '../../format';
import '../../styles/profileLink.css';
import { PostMenu } from '../post/PostMenu';
import { sellerOf } from '../post/postSeller';

type SellerHeaderProps = { post: Post; onHidden: (postId: number) => void; onDeleted: (postId: number) => void };

/** A full card's top: the seller's picture, name, badge and place (a link to their profile), and the post's menu. */
export function SellerHeader({ post, onHidden, onDeleted }: SellerHeaderProps) {
  const { user } = post;
  const seller = sellerOf(post);
  return (
    <header className="feed-card__seller">
      <Link to={`/profile/${user.username}`} className="profile-link" data-scope="feed-card" data-part="seller">
        <img
          className="profile-link__avatar feed-card__avatar"
          src={avatarOrDefault(user.profile.profileimg)}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
        <span className="profile-link__text">
          <span className="feed-card__seller-name">
            <span className="feed-card__seller-label">{seller.name}</span>
            {user.is_verified ? (
              <span className="feed-card__verified" role="img" aria-label="Verified" data-scope="feed-card" data-part="verified">
                <Check strokeWidth={3} />
              </span>
            ) : null}
          </span>
          {seller.place ? <span className="feed-card__place">{seller.place}</span> : null}
        </span>
      </Link>
      <PostMenu post={post} onHidden={onHidden} onDeleted={onDeleted} />
    </header>
  );
}
