import { CAROUSEL } from './carousel.constants';
import type { CarouselArrowKey, CarouselContext, CarouselInput } from './carousel.types';

type Slides = Pick<CarouselContext, 'index' | 'count'>;

export type SlideDirection = 'next' | 'previous';

/** A whole, non-negative number of slides. */
const slideCount = (count: number): number => (Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0);

export function initialContext(input: CarouselInput): CarouselContext {
  const count = slideCount(input.count);
  const start = Math.floor(input.startIndex ?? 0);
  return {
    index: start >= 0 && start < count ? start : 0,
    count,
    autoplayMs: Math.max(0, input.autoplayMs),
    visible: input.visible ?? true,
    hovered: false,
  };
}

export const hasSeveralSlides = ({ count }: Slides): boolean => count > 1;

/** The slide after the current one, the last wrapping to the first. */
export const nextIndex = ({ index, count }: Slides): number => (count ? (index + 1) % count : 0);

/** The slide before the current one, the first wrapping to the last. */
export const previousIndex = ({ index, count }: Slides): number => (count ? (index - 1 + count) % count : 0);

/** An existing slide other than the one shown. */
export const isOtherSlide = ({ index, count }: Slides, target: number): boolean =>
  Number.isInteger(target) && target >= 0 && target < count && target !== index;

/** Where a swipe goes: nowhere unless it is longer than the threshold. */
export function swipeDirection(deltaX: number): SlideDirection | undefined {
  if (Math.abs(deltaX) <= CAROUSEL.swipeThreshold) return undefined;
  return deltaX < 0 ? 'next' : 'previous';
}

export const keyDirection = (key: CarouselArrowKey): SlideDirection => (key === 'ArrowRight' ? 'next' : 'previous');

/** Autoplay runs only with several slides, a positive interval, on screen and not under the mouse. */
export const canAutoplay = (context: CarouselContext): boolean =>
  hasSeveralSlides(context) && context.autoplayMs > 0 && context.visible && !context.hovered;
