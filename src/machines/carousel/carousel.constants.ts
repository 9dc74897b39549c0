import { DURATIONS, LIMITS } from '../../contract/constants';

/** The carousel's numbers from the contract (document 2, section 9), under the names the carousel uses. */
export const CAROUSEL = {
  /** A slide change locks further changes this long: the slide animation's length. */
  slideLock: DURATIONS.carouselSlideLock,
  swipeThreshold: LIMITS.swipeThresholdPx,
  popupAutoplay: DURATIONS.popupAutoplay,
  feedAutoplay: DURATIONS.feedAutoplay,
  feedHeight: LIMITS.feedCarouselHeight,
} as const;
