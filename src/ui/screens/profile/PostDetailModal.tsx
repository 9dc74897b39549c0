import { Link } from '../../components/links';
import type { ProfilePost } from '../../../machines/profile';
import { Carousel, type CarouselMediaItem } from '../../components';
import { formatNaira, textCardGradient } from '../../format';
import { ModalFrame } from '../createPost/ModalFrame';
import { isVideoUrl } from './profileView';

/** A profile post in a dialog: its media (or its text card), title, price, category, delivery and description. */
export function PostDetailModal({ post, onClose }: { post: ProfilePost; onClose: () => void }) {
  const media: CarouselMediaItem[] = post.images.map((url) => ({ url, kind: isVideoUrl(url) ? 'video' : 'image' }));
  return (
    <ModalFrame title={post.title} scope="post-detail" onDismiss={onClose} wide>
      <div className="post-detail">
        {media.length ? (
          <Carousel media={media} alt={post.title} autoplayMs={0} height={360} />
        ) : (
          <div className="profile__text-card profile__text-card--large" style={{ background: textCardGradient(post.id) }}>
            <span className="profile__text-card-title">{post.title}</span>
          </div>
        )}
        <p className="post-detail__price" data-scope="post-detail" data-part="price">
          {formatNaira(post.price)}
        </p>
        <p className="post-detail__chips">
          {post.category ? <span className="post-detail__chip">{post.category.name}</span> : null}
          {post.delivery ? <span className="post-detail__chip">{post.delivery}</span> : null}
        </p>
        <p className="post-detail__description" data-scope="post-detail" data-part="description">
          {post.description}
        </p>
        <Link className="button button--secondary" to={`/post/${post.id}`}>
          Open full post
        </Link>
      </div>
    </ModalFrame>
  );
}
