import { POST_PHOTO_SIZES } from '../../../contract/photoSizes';
import type { Post } from '../../../contract/posts';
import { DURATIONS } from '../../../contract/timing';
import { Carousel } from '../../components';
import { formatNaira, postTime } from '../../format';
import { CommentsSection } from './CommentsSection';
import { LikeButton } from './LikeButton';
import { ContactSection, Description, DetailsSection, PostChips } from './PostDetailsSections';
import type { PostPopupBodyProps } from './PostPopupBody';
import { PostMenu } from './PostMenu';
import { PostSellerActions } from './PostSellerActions';
import { PostSellerHeader } from './PostSellerHeader';
import { PostShareBar } from './PostShareBar';
import { SoldRibbon } from './SoldRibbon';
import { ExpiredRibbon } from '../postLife/ExpiredRibbon';

/** The loaded post: seller and menu, media, details, actions, shares, likes and comments. */
export function PostDetails({ post, view, titleId, onHidden, onDeleted }: PostPopupBodyProps & { post: Post }) {
  return (
    <article className="post-details" data-scope="post-popup" data-part="post" data-sold={post.sold ? '' : undefined}>
      <SoldRibbon sold={post.sold} />
      {post.sold ? null : <ExpiredRibbon renewedAt={post.renewed_at} now={Date.now()} />}
      <header className="post-details__header">
        <PostSellerHeader post={post} />
        <PostMenu post={post} onHidden={onHidden} onDeleted={onDeleted} />
      </header>
      <Carousel media={post.images} alt={post.title} autoplayMs={DURATIONS.popupAutoplay} height={360} sizes={POST_PHOTO_SIZES} globalKeys />
      <div className="post-details__content">
        {post.category ? <span className="post-details__badge">{post.category.name}</span> : null}
        <h2 id={titleId} className="post-details__title">
          {post.title}
        </h2>
        <p className="post-details__price" data-scope="post-popup" data-part="price">
          {formatNaira(post.price)}
        </p>
        <PostChips post={post} />
        <p className="post-details__time">Posted {postTime(post.created_at, Date.now())}</p>
        <Description text={post.description} />
        {post.caption ? <DetailsSection title="Additional Information">{post.caption}</DetailsSection> : null}
        <ContactSection post={post} />
        <PostSellerActions post={post} view={view} />
        <PostShareBar post={post} view={view} />
        <div className="post-details__reactions">
          <LikeButton post={post} />
        </div>
        <CommentsSection post={post} />
      </div>
    </article>
  );
}
