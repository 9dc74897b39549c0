import type { Post } from '../../../contract/posts';
import { avatarOrDefault } from '../../format';
import { sellerOf } from './postSeller';

/** The seller's avatar, name and place at the top of the post. */
export function PostSellerHeader({ post }: { post: Post }) {
  const seller = sellerOf(post);
  return (
    <div className="post-details__seller" data-scope="post-popup" data-part="seller">
      <img className="post-details__avatar" src={avatarOrDefault(post.user.profile.profileimg)} alt="" width={44} height={44} />
      <div>
        <p className="post-details__seller-name">{seller.name}</p>
        {seller.place ? <p className="post-details__seller-place">{seller.place}</p> : null}
      </div>
    </div>
  );
}
