/** The model of the media carousel: slide changes, the 0.3 s lock, autoplay and what pauses it. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { CAROUSEL, carouselMachine, type CarouselContext, type CarouselEvent } from '../../src/machines/carousel';
import { fixtureEvents, type EventFixtures } from './fixtures';
import { timerEvents, type MachineModel, type ModelVariant } from './harness';

/** One example of every carousel event; swipes and jumps also try what must be ignored. */
export const carouselEventFixtures = {
  'carousel.next': [{ type: 'carousel.next' }],
  'carousel.previous': [{ type: 'carousel.previous' }],
  'carousel.goTo': [
    { type: 'carousel.goTo', index: 2 },
    { type: 'carousel.goTo', index: 0 },
    { type: 'carousel.goTo', index: 5 },
  ],
  'carousel.swiped': [
    { type: 'carousel.swiped', deltaX: -(CAROUSEL.swipeThreshold + 30) },
    { type: 'carousel.swiped', deltaX: CAROUSEL.swipeThreshold + 30 },
    { type: 'carousel.swiped', deltaX: CAROUSEL.swipeThreshold },
  ],
  'carousel.keyPressed': [
    { type: 'carousel.keyPressed', key: 'ArrowRight' },
    { type: 'carousel.keyPressed', key: 'ArrowLeft' },
  ],
  'carousel.visibilityChanged': [
    { type: 'carousel.visibilityChanged', visible: false },
    { type: 'carousel.visibilityChanged', visible: true },
  ],
  'carousel.pointerEntered': [{ type: 'carousel.pointerEntered' }],
  'carousel.pointerLeft': [{ type: 'carousel.pointerLeft' }],
} satisfies EventFixtures<CarouselEvent>;

export const carouselTimerEvents: AnyEventObject[] = timerEvents(carouselMachine);

export const carouselVariants = {
  feed: { name: 'three slides in the feed', input: { count: 3, autoplayMs: CAROUSEL.feedAutoplay } },
  single: { name: 'a single slide in the popup', input: { count: 1, autoplayMs: CAROUSEL.popupAutoplay } },
} satisfies Record<string, ModelVariant>;

export const carouselModel: MachineModel = {
  name: 'carousel',
  machine: carouselMachine,
  variants: Object.values(carouselVariants),
  events: [...fixtureEvents<CarouselEvent>(carouselEventFixtures), ...carouselTimerEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { index, visible, hovered } = snapshot.context as CarouselContext;
    return JSON.stringify({ value: snapshot.value, index, visible, hovered });
  },
};
