import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  CAROUSEL,
  carouselMachine,
  selectHasSeveralSlides,
  selectIsAutoplaying,
  selectSlideIndex,
  swipeDirection,
  type CarouselInput,
} from '../../src/machines/carousel';

function start(input: Partial<CarouselInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { clock, input: { count: 3, autoplayMs: CAROUSEL.feedAutoplay, ...input } }).start();
  const index = () => selectSlideIndex(actor.getSnapshot());
  // A SimulatedClock fires only the timers due when it moves, so the lock and the next interval are separate steps.
  const unlock = () => clock.increment(CAROUSEL.slideLock);
  return { clock, actor, index, unlock };
}

describe('carousel slide lock', () => {
  test('next and previous wrap around, one change per lock', () => {
    const { actor, index, unlock } = start({ autoplayMs: 0 });
    actor.send({ type: 'carousel.previous' });
    expect(index()).toBe(2);
    unlock();
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(0);
    unlock();
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(1);
  });

  test('changes during the 0.3 s lock are dropped', () => {
    const { clock, actor, index } = start({ autoplayMs: 0 });
    actor.send({ type: 'carousel.next' });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.goTo', index: 0 });
    actor.send({ type: 'carousel.swiped', deltaX: -200 });
    clock.increment(CAROUSEL.slideLock - 1);
    actor.send({ type: 'carousel.previous' });
    expect(index()).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().matches('locked')).toBe(false);
    actor.send({ type: 'carousel.previous' });
    expect(index()).toBe(0);
  });

  test('goTo moves to an existing other slide only', () => {
    const { actor, index } = start({ autoplayMs: 0 });
    actor.send({ type: 'carousel.goTo', index: 0 });
    actor.send({ type: 'carousel.goTo', index: 3 });
    actor.send({ type: 'carousel.goTo', index: -1 });
    expect(actor.getSnapshot().matches('locked')).toBe(false);
    actor.send({ type: 'carousel.goTo', index: 2 });
    expect(index()).toBe(2);
  });

  test('a swipe over 50 px changes slide, its sign gives the direction', () => {
    const { actor, index, unlock } = start({ autoplayMs: 0 });
    actor.send({ type: 'carousel.swiped', deltaX: -CAROUSEL.swipeThreshold });
    actor.send({ type: 'carousel.swiped', deltaX: CAROUSEL.swipeThreshold });
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.swiped', deltaX: -(CAROUSEL.swipeThreshold + 1) });
    expect(index()).toBe(1);
    unlock();
    actor.send({ type: 'carousel.swiped', deltaX: 120 });
    expect(index()).toBe(0);
    expect(swipeDirection(-51)).toBe('next');
    expect(swipeDirection(51)).toBe('previous');
    expect(swipeDirection(50)).toBeUndefined();
  });

  test('arrow keys work only while the carousel is visible', () => {
    const { actor, index, unlock } = start({ autoplayMs: 0 });
    actor.send({ type: 'carousel.keyPressed', key: 'ArrowRight' });
    expect(index()).toBe(1);
    unlock();
    actor.send({ type: 'carousel.keyPressed', key: 'ArrowLeft' });
    expect(index()).toBe(0);
    unlock();
    actor.send({ type: 'carousel.visibilityChanged', visible: false });
    expect(actor.getSnapshot().context.visible).toBe(false);
    actor.send({ type: 'carousel.keyPressed', key: 'ArrowRight' });
    expect(index()).toBe(0);
  });

  test('a single slide never moves', () => {
    const { clock, actor, index } = start({ count: 1 });
    expect(selectHasSeveralSlides(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.swiped', deltaX: -300 });
    actor.send({ type: 'carousel.keyPressed', key: 'ArrowRight' });
    clock.increment(CAROUSEL.feedAutoplay * 3);
    expect(index()).toBe(0);
    expect(selectIsAutoplaying(actor.getSnapshot())).toBe(false);
  });

  test('starts at a valid startIndex, else at the first slide', () => {
    expect(start({ startIndex: 2 }).index()).toBe(2);
    expect(start({ startIndex: 7 }).index()).toBe(0);
  });
});

describe('carousel autoplay', () => {
  test('advances every interval (4 s in the feed) and wraps', () => {
    const { clock, index, unlock } = start();
    clock.increment(CAROUSEL.feedAutoplay - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    unlock();
    clock.increment(CAROUSEL.feedAutoplay);
    expect(index()).toBe(2);
    unlock();
    clock.increment(CAROUSEL.feedAutoplay);
    expect(index()).toBe(0);
  });

  test('a manual change restarts the interval', () => {
    const { clock, actor, index, unlock } = start({ autoplayMs: CAROUSEL.popupAutoplay });
    clock.increment(CAROUSEL.popupAutoplay - 100);
    actor.send({ type: 'carousel.next' });
    unlock();
    clock.increment(CAROUSEL.popupAutoplay - 1);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });

  test('pauses while hovered and resumes a full interval after the pointer leaves', () => {
    const { clock, actor, index } = start();
    actor.send({ type: 'carousel.pointerEntered' });
    expect(selectIsAutoplaying(actor.getSnapshot())).toBe(false);
    clock.increment(CAROUSEL.feedAutoplay * 2);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.pointerLeft' });
    expect(selectIsAutoplaying(actor.getSnapshot())).toBe(true);
    clock.increment(CAROUSEL.feedAutoplay);
    expect(index()).toBe(1);
  });

  test('pauses while hidden, also when hidden during the lock', () => {
    const { clock, actor, index, unlock } = start();
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.visibilityChanged', visible: false });
    unlock();
    clock.increment(CAROUSEL.feedAutoplay * 2);
    expect(index()).toBe(1);
    expect(actor.getSnapshot().matches({ idle: 'paused' })).toBe(true);
    actor.send({ type: 'carousel.visibilityChanged', visible: true });
    clock.increment(CAROUSEL.feedAutoplay);
    expect(index()).toBe(2);
  });

  test('autoplay 0 never advances', () => {
    const { clock, index } = start({ autoplayMs: 0 });
    clock.increment(60_000);
    expect(index()).toBe(0);
  });
});
