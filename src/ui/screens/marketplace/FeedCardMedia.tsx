import { DURATIONS, LIMITS } from '../../../contract/constants';
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

/**
 * A card's photo width in each layout (feed.css): compact cards two to a row on phones, else about 210 px
 * (280 px where the sidebars leave the feed under 560 px, from 1001 to 1227 px); full cards the phone's width,
 * else about 320 px (560 px in that squeezed feed). A phone thus fetches the 400 px variant of a compact card.
 */
const PHOTO_SIZES: Record<FeedLayout, string> = {
  compact: '(max-width: 599px) 50vw, (min-width: 1001px) and (max-width: 1227px) 280px, 210px',
  full: '(max-width: 599px) 100vw, (min-width: 1001px) and (max-width: 1227px) 560px, 320px',
};

type FeedCardMediaProps = { post: Post; layout: FeedLayout; priority: boolean; onOpen: () => void };

/** The card's picture frame (a fixed ratio, never above the spec's feed height): the photos, or a text card. */
export function FeedCardMedia({ post, layout, priority, onOpen }: FeedCardMediaProps) {
  return (
    <div className="feed-card__media" style={{ maxHeight: LIMITS.feedCarouselHeight }} data-scope="feed-card" data-part="media">
      {post.images[0] ? (
        <Suspense fallback={<CarouselStill first={post.images[0]} alt={post.title} sizes={PHOTO_SIZES[layout]} priority={priority} />}>
          <Carousel.Component media={post.images} alt={post.title} autoplayMs={DURATIONS.feedAutoplay} sizes={PHOTO_SIZES[layout]} priority={priority} />
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
