import { assign, setup } from 'xstate';
import { CAROUSEL } from './carousel.constants';
import {
  canAutoplay,
  hasSeveralSlides,
  initialContext,
  isOtherSlide,
  keyDirection,
  nextIndex,
  previousIndex,
  swipeDirection,
  type SlideDirection,
} from './carousel.rules';
import type { CarouselArrowKey, CarouselContext, CarouselEvent, CarouselInput } from './carousel.types';

const swipedTo = (context: CarouselContext, deltaX: number, direction: SlideDirection): boolean =>
  hasSeveralSlides(context) && swipeDirection(deltaX) === direction;

// Arrow keys count only while the carousel is on screen.
const arrowTo = (context: CarouselContext, key: CarouselArrowKey, direction: SlideDirection): boolean =>
  context.visible && hasSeveralSlides(context) && keyDirection(key) === direction;

/**
 * A media carousel's slide lock and autoplay. Guarantees: a slide change
 * (button, dot, swipe over 50 px, arrow key, autoplay) locks further changes
 * for 0.3 s and changes made meanwhile are dropped; next and previous wrap
 * around; arrow keys count only while the carousel is on screen; autoplay
 * advances after `autoplayMs` of quiet and never runs while the carousel is
 * hidden, hovered, or has fewer than two slides.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: {
    slideLock: CAROUSEL.slideLock,
    autoplay: ({ context }) => context.autoplayMs,
  },
  guards: {
    severalSlides: ({ context }) => hasSeveralSlides(context),
    otherSlide: ({ context }, params: { index: number }) => isOtherSlide(context, params.index),
    swipedToNext: ({ context }, params: { deltaX: number }) => swipedTo(context, params.deltaX, 'next'),
    swipedToPrevious: ({ context }, params: { deltaX: number }) => swipedTo(context, params.deltaX, 'previous'),
    arrowToNext: ({ context }, params: { key: CarouselArrowKey }) => arrowTo(context, params.key, 'next'),
    arrowToPrevious: ({ context }, params: { key: CarouselArrowKey }) => arrowTo(context, params.key, 'previous'),
    autoplayAllowed: ({ context }) => canAutoplay(context),
  },
  actions: {
    showNext: assign(({ context }) => ({ index: nextIndex(context) })),
    showPrevious: assign(({ context }) => ({ index: previousIndex(context) })),
    showSlide: assign((_, params: { index: number }) => ({ index: params.index })),
    setVisible: assign((_, params: { visible: boolean }) => ({ visible: params.visible })),
    setHovered: assign((_, params: { hovered: boolean }) => ({ hovered: params.hovered })),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  // While locked these only update what autoplay will decide once the lock ends.
  on: {
    'carousel.visibilityChanged': { actions: { type: 'setVisible', params: ({ event }) => event } },
    'carousel.pointerEntered': { actions: { type: 'setHovered', params: { hovered: true } } },
    'carousel.pointerLeft': { actions: { type: 'setHovered', params: { hovered: false } } },
  },
  states: {
    idle: {
      initial: 'deciding',
      on: {
        'carousel.next': { guard: 'severalSlides', target: 'locked', actions: 'showNext' },
        'carousel.previous': { guard: 'severalSlides', target: 'locked', actions: 'showPrevious' },
        'carousel.goTo': {
          guard: { type: 'otherSlide', params: ({ event }) => event },
          target: 'locked',
          actions: { type: 'showSlide', params: ({ event }) => event },
        },
        'carousel.swiped': [
          {
            guard: { type: 'swipedToNext', params: ({ event }) => event },
            target: 'locked',
            actions: 'showNext',
          },
          {
            guard: { type: 'swipedToPrevious', params: ({ event }) => event },
            target: 'locked',
            actions: 'showPrevious',
          },
        ],
        'carousel.keyPressed': [
          {
            guard: { type: 'arrowToNext', params: ({ event }) => event },
            target: 'locked',
            actions: 'showNext',
          },
          {
            guard: { type: 'arrowToPrevious', params: ({ event }) => event },
            target: 'locked',
            actions: 'showPrevious',
          },
        ],
        // Each of these may start or stop autoplay: decide again (a restarted autoplay waits a full interval).
        'carousel.visibilityChanged': { target: '.deciding', actions: { type: 'setVisible', params: ({ event }) => event } },
        'carousel.pointerEntered': { target: '.deciding', actions: { type: 'setHovered', params: { hovered: true } } },
        'carousel.pointerLeft': { target: '.deciding', actions: { type: 'setHovered', params: { hovered: false } } },
      },
      states: {
        deciding: {
          always: [{ guard: 'autoplayAllowed', target: 'playing' }, { target: 'paused' }],
        },
        playing: {
          after: {
            autoplay: { target: '#carousel.locked', actions: 'showNext' },
          },
        },
        paused: {},
      },
    },
    // Changes are dropped while the slide animation runs.
    locked: {
      after: {
        slideLock: { target: 'idle' },
      },
    },
  },
});
