import { useSelector } from '@xstate/react';
import { ChevronLeft, ChevronRight } from './icons';
import { useEffect, useId, useRef, useState, type PointerEvent, type RefObject } from 'react';
import type { Actor } from 'xstate';
import {
  CAROUSEL,
  carouselMachine,
  selectHasSeveralSlides,
  selectIsAutoplaying,
  selectSlideIndex,
  type CarouselArrowKey,
} from '../../machines/carousel';
import { useScreenActor } from '../app/useScreenActor';
import type { CarouselImageVariant, CarouselMediaItem } from './carouselMedia';
import { SlideMedia } from './CarouselSlide';

// Plain CSS transforms rather than swiper: swiper's core and styles would not fit the bundle budget for one slide track.

export type { CarouselImageVariant, CarouselMediaItem };

export type CarouselProps = {
  media: readonly CarouselMediaItem[];
  /** Describes the media (a post's title): image alt text and the region's name. */
  alt: string;
  /** Milliseconds between automatic slide changes (CAROUSEL.feedAutoplay or popupAutoplay); 0 turns it off. */
  autoplayMs?: number;
  /** Height in px; without one the carousel fills its parent's box (the feed card's fixed-ratio frame). */
  height?: number;
  /** The images' shown width for the browser's pick among the variants (the img `sizes` attribute). */
  sizes?: string;
  /** The first image is the page's main picture: fetched at once and first, where the others wait to be near the viewport. */
  priority?: boolean;
  /** Listen to arrow keys on the whole page while visible (a popup's single carousel), not only when focused. */
  globalKeys?: boolean;
};

type CarouselActor = Actor<typeof carouselMachine>;

const NO_MEDIA = 'No image available';

/** Images and videos, one at a time, with arrows, dots, swipes, arrow keys and autoplay; 'No image available' when empty. */
export function Carousel({ media, alt, autoplayMs = CAROUSEL.feedAutoplay, height, sizes, priority = false, globalKeys = false }: CarouselProps) {
  if (!media.length) {
    return (
      <div className="carousel carousel--empty" style={heightStyle(height)} data-scope="carousel" data-part="empty">
        <p>{NO_MEDIA}</p>
      </div>
    );
  }
  // New media means a new slide count: start a fresh actor rather than patch the old one.
  const mediaKey = media.map((item) => item.url).join('\n');
  return (
    <CarouselSlides key={mediaKey} media={media} alt={alt} autoplayMs={autoplayMs} height={height} sizes={sizes} priority={priority} globalKeys={globalKeys} />
  );
}

const heightStyle = (height: number | undefined) => (height === undefined ? undefined : { height });

type SlidesProps = Required<Omit<CarouselProps, 'height' | 'sizes'>> & Pick<CarouselProps, 'height' | 'sizes'>;

function CarouselSlides({ media, alt, autoplayMs, height, sizes, priority, globalKeys }: SlidesProps) {
  const carousel = useScreenActor(carouselMachine, { input: { count: media.length, autoplayMs } });
  const index = useSelector(carousel, selectSlideIndex);
  const several = useSelector(carousel, selectHasSeveralSlides);
  const autoplaying = useSelector(carousel, selectIsAutoplaying);
  const region = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const markBroken = (url: string) => setBroken((known) => new Set(known).add(url));
  const swipe = useSwipe(carousel);
  useReportVisibility(region, carousel);
  usePageArrowKeys(globalKeys, carousel);

  return (
    <div
      ref={region}
      className="carousel"
      style={heightStyle(height)}
      role="region"
      aria-roledescription="carousel"
      aria-label={alt}
      tabIndex={0}
      onKeyDown={globalKeys ? undefined : (event) => sendArrowKey(event, carousel)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && carousel.send({ type: 'carousel.pointerEntered' })}
      onPointerLeave={(event) => event.pointerType === 'mouse' && carousel.send({ type: 'carousel.pointerLeft' })}
      {...swipe}
      data-scope="carousel"
      data-part="root"
    >
      <div id={trackId} className="carousel__viewport" aria-live={autoplaying ? 'off' : 'polite'}>
        <div className="carousel__track" style={{ transform: `translateX(-${index * 100}%)` }} data-scope="carousel" data-part="track">
          {media.map((item, position) => (
            <div
              key={`${position}:${item.url}`}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${media.length}`}
              aria-hidden={position !== index}
              inert={position !== index}
              data-scope="carousel"
              data-part="slide"
            >
              <SlideMedia
                item={item}
                alt={alt}
                sizes={sizes}
                priority={priority && position === 0}
                broken={broken.has(item.url)}
                onBroken={markBroken}
              />
            </div>
          ))}
        </div>
      </div>
      {several && <SlideControls carousel={carousel} index={index} count={media.length} trackId={trackId} />}
    </div>
  );
}

function SlideControls({ carousel, index, count, trackId }: { carousel: CarouselActor; index: number; count: number; trackId: string }) {
  return (
    <>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--previous"
        aria-label="Previous slide"
        aria-controls={trackId}
        onClick={() => carousel.send({ type: 'carousel.previous' })}
        data-scope="carousel"
        data-part="previous"
      >
        <ChevronLeft />
      </button>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--next"
        aria-label="Next slide"
        aria-controls={trackId}
        onClick={() => carousel.send({ type: 'carousel.next' })}
        data-scope="carousel"
        data-part="next"
      >
        <ChevronRight />
      </button>
      <div className="carousel__dots" role="group" aria-label="Choose slide" data-scope="carousel" data-part="dots">
        {Array.from({ length: count }, (_, position) => (
          <button
            key={position}
            type="button"
            className="carousel__dot"
            aria-label={`Go to slide ${position + 1}`}
            aria-current={position === index ? 'true' : undefined}
            aria-controls={trackId}
            onClick={() => carousel.send({ type: 'carousel.goTo', index: position })}
          />
        ))}
      </div>
    </>
  );
}

const isArrowKey = (key: string): key is CarouselArrowKey => key === 'ArrowLeft' || key === 'ArrowRight';

/** Keys meant for a field or a video's own controls are left alone. */
function isOwnedByControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'AUDIO'].includes(target.tagName);
}

type ArrowKeyEvent = Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey' | 'preventDefault'>;

function sendArrowKey(event: ArrowKeyEvent, carousel: CarouselActor) {
  if (!isArrowKey(event.key) || event.altKey || event.ctrlKey || event.metaKey || isOwnedByControl(event.target)) return;
  event.preventDefault();
  carousel.send({ type: 'carousel.keyPressed', key: event.key });
}

/** Arrow keys anywhere on the page; the machine ignores them while the carousel is off screen. */
function usePageArrowKeys(enabled: boolean, carousel: CarouselActor) {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => sendArrowKey(event, carousel);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, carousel]);
}

/** Tells the machine whether the carousel is on screen: in the viewport (where IntersectionObserver exists) and the tab shown. */
function useReportVisibility(target: RefObject<HTMLElement | null>, carousel: CarouselActor) {
  useEffect(() => {
    const element = target.current;
    let intersecting = true;
    const report = () => carousel.send({ type: 'carousel.visibilityChanged', visible: intersecting && !document.hidden });
    const observer =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => {
            const latest = entries[entries.length - 1];
            if (!latest) return;
            intersecting = latest.isIntersecting;
            report();
          })
        : undefined;
    if (element) observer?.observe(element);
    document.addEventListener('visibilitychange', report);
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', report);
    };
  }, [target, carousel]);
}

/** A horizontal drag, measured from pointer down to pointer up; the machine decides whether it was long enough. */
function useSwipe(carousel: CarouselActor) {
  const startX = useRef<number | undefined>(undefined);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // A mouse dragging a video's scrubber is not a swipe.
      const onVideo = event.pointerType === 'mouse' && event.target instanceof HTMLVideoElement;
      startX.current = event.isPrimary && event.button === 0 && !onVideo ? event.clientX : undefined;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (startX.current === undefined) return;
      const deltaX = event.clientX - startX.current;
      startX.current = undefined;
      // A tap (on an arrow or a dot) is not worth an event in the trace.
      if (deltaX !== 0) carousel.send({ type: 'carousel.swiped', deltaX });
    },
    onPointerCancel: () => {
      startX.current = undefined;
    },
  };
}
