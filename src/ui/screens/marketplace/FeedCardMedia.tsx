import { DURATIONS, LIMITS } from '../../../contract/constants';
import { FEED_PHOTO_SIZES } from '../../../contract/photoSizes';
import { Suspense } from 'react';
import type { Post } from '../../../contract/posts';
import { afterPageLoad } from '../../app/afterPageLoad';
import { lazyPart } from '../../app/lazyPart';
import { CarouselStill } from '../../components/CarouselSlide';
import { textCardGradient, truncateText } from '../../format';
import type { FeedLayout } from './useFeedLayout';

// Swiping, arrows, dots and autoplay come once the page has loaded: until then each card shows its first photo.
const Carousel = lazyPart(() => import('../../components/Carousel'), (module) => module.Carousel);
afterPageLoad(() => void Carousel.preload().catch(() => undefined));

type FeedCardMediaProps = { post: Post; layout: FeedLayout; priority: boolean; onOpen: () => void };

/** The card's picture frame (a fixed ratio, never above the spec's feed height): the photos, or a text card. */
export function FeedCardMedia({ post, layout, priority, onOpen }: FeedCardMediaProps) {
  return (
    <div className="feed-card__media" style={{ maxHeight: LIMITS.feedCarouselHeight }} data-scope="feed-card" data-part="media">
      {post.images[0] ? (
        <Suspense fallback={<CarouselStill first={post.images[0]} alt={post.title} sizes={FEED_PHOTO_SIZES[layout]} priority={priority} />}>
          <Carousel.Component media={post.images} alt={post.title} autoplayMs={DURATIONS.feedAutoplay} sizes={FEED_PHOTO_SIZES[layout]} priority={priority} />
        </Suspense>
      ) : (
        <TextCard post={post} onOpen={onOpen} />
      )}
    </div>
  );
}

function TextCard({ post, onOpen }: { post: Post; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="feed-card__text-card"
      style={{ background: textCardGradient(post.id) }}
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
