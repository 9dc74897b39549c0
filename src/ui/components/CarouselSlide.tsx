import { photoSrcset } from '../../contract/photoSizes';
import type { CarouselImageVariant, CarouselMediaItem } from './carouselMedia';
import '../styles/carousel.css';

type SlideMediaProps = {
  item: CarouselMediaItem;
  alt: string;
  sizes: string | undefined;
  priority: boolean;
  broken: boolean;
  onBroken: (url: string) => void;
};

const srcSet = (variants: readonly CarouselImageVariant[] = []) => photoSrcset(variants) || undefined;

/** One slide's photo or video, or a placeholder once its image failed. */
export function SlideMedia({ item, alt, sizes, priority, broken, onBroken }: SlideMediaProps) {
  if (item.kind === 'video') {
    return <video className="carousel__media" src={item.url} controls muted playsInline preload="metadata" aria-label={alt} />;
  }
  if (broken) {
    return (
      <div className="carousel__placeholder" role="img" aria-label={`${alt}: image unavailable`} data-scope="carousel" data-part="placeholder">
        <span aria-hidden="true">Image unavailable</span>
      </div>
    );
  }
  return (
    <img
      className="carousel__media"
      srcSet={srcSet(item.variants)}
      sizes={item.variants?.length ? sizes : undefined}
      src={item.url}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      onError={() => onBroken(item.url)}
    />
  );
}

type CarouselStillProps = { first: CarouselMediaItem; alt: string; sizes?: string; priority: boolean };

const ignoreBroken = () => undefined;

/**
 * A carousel's first slide as the carousel draws it, in the same boxes, for the moment its code is on its
 * way: the first photo shows (eagerly when it is the page's main picture) and nothing moves when it arrives.
 */
export function CarouselStill({ first, alt, sizes, priority }: CarouselStillProps) {
  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={alt} data-scope="carousel" data-part="root">
      <div className="carousel__viewport">
        <div className="carousel__track" data-scope="carousel" data-part="track">
          <div className="carousel__slide" data-scope="carousel" data-part="slide">
            <SlideMedia item={first} alt={alt} sizes={sizes} priority={priority} broken={false} onBroken={ignoreBroken} />
          </div>
        </div>
      </div>
    </div>
  );
}
