import type { SnapshotFrom } from 'xstate';
import type { carouselMachine } from './carousel.machine';
import { canAutoplay } from './carousel.rules';

type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;

/** The slide shown, from 0. */
export const selectSlideIndex = (snapshot: CarouselSnapshot): number => snapshot.context.index;

/** Whether there is anything to move between (the view hides arrows and dots otherwise). */
export const selectHasSeveralSlides = (snapshot: CarouselSnapshot): boolean => snapshot.context.count > 1;

/**
 * Autoplay is on (not paused by hover, visibility or a single slide); stays true
 * through the slide lock so a live region does not flicker between slides.
 */
export const selectIsAutoplaying = (snapshot: CarouselSnapshot): boolean => canAutoplay(snapshot.context);

