export type CarouselInput = {
  /** How many slides there are. */
  count: number;
  /** Milliseconds between automatic slide changes; 0 turns autoplay off. */
  autoplayMs: number;
  /** The slide shown first (default 0). */
  startIndex?: number;
  /** Whether the carousel starts on screen (default true: an observer reports otherwise). */
  visible?: boolean;
};

export type CarouselContext = {
  index: number;
  count: number;
  autoplayMs: number;
  visible: boolean;
  hovered: boolean;
};

export type CarouselArrowKey = 'ArrowLeft' | 'ArrowRight';

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; index: number }
  /** A finished horizontal swipe: negative deltaX (finger moved left) shows the next slide. */
  | { type: 'carousel.swiped'; deltaX: number }
  | { type: 'carousel.keyPressed'; key: CarouselArrowKey }
  | { type: 'carousel.visibilityChanged'; visible: boolean }
  | { type: 'carousel.pointerEntered' }
  | { type: 'carousel.pointerLeft' };
