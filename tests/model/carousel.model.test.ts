import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { CarouselContext } from '../../src/machines/carousel';
import { carouselEventFixtures, carouselModel, carouselTimerEvents, carouselVariants } from './carousel.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const unlock = systemEvent(carouselTimerEvents, 'xstate.after.slideLock');
const autoplay = systemEvent(carouselTimerEvents, 'xstate.after.autoplay');
const next = carouselEventFixtures['carousel.next'][0];
const [swipeLeft, swipeRight, shortSwipe] = carouselEventFixtures['carousel.swiped'];
const [arrowRight] = carouselEventFixtures['carousel.keyPressed'];
const [hidden, shown] = carouselEventFixtures['carousel.visibilityChanged'];
const hover = carouselEventFixtures['carousel.pointerEntered'][0];
const leave = carouselEventFixtures['carousel.pointerLeft'][0];

describe('carousel machine, model-based', () => {
  it('replays a path to every state and every transition the fixtures reach', async () => {
    await expectFullCoverage(carouselModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{
      name: string;
      variant: keyof typeof carouselVariants;
      events: AnyEventObject[];
      value: unknown;
      context: Partial<CarouselContext>;
    }> = [
      {
        name: 'autoplay walks through every slide and wraps to the first',
        variant: 'feed',
        events: [autoplay, unlock, autoplay, unlock, autoplay, unlock],
        value: { idle: 'playing' },
        context: { index: 0 },
      },
      {
        name: 'a second change during the lock is dropped',
        variant: 'feed',
        events: [swipeLeft, next, arrowRight, unlock],
        value: { idle: 'playing' },
        context: { index: 1 },
      },
      {
        name: 'a short swipe does nothing, a long one to the right goes back and wraps',
        variant: 'feed',
        events: [shortSwipe, swipeRight],
        value: 'locked',
        context: { index: 2 },
      },
      {
        name: 'a hidden carousel ignores arrow keys and pauses autoplay',
        variant: 'feed',
        events: [hidden, arrowRight],
        value: { idle: 'paused' },
        context: { index: 0, visible: false },
      },
      {
        name: 'hovering pauses autoplay, leaving resumes it, showing again resumes it',
        variant: 'feed',
        events: [hover, leave, hidden, shown],
        value: { idle: 'playing' },
        context: { hovered: false, visible: true },
      },
      {
        name: 'a single slide stays put and never autoplays',
        variant: 'single',
        events: [next, swipeLeft, arrowRight],
        value: { idle: 'paused' },
        context: { index: 0 },
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(carouselModel, carouselVariants[pinned.variant], pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        expect(path.state.context).toMatchObject(pinned.context);
      });
    }
  });
});
