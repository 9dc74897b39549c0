import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { DURATIONS } from '../../src/contract';
import { notFoundMachine, selectDestination, selectSecondsLeft } from '../../src/machines/notFound';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(notFoundMachine, { clock }).start();
  return { clock, actor };
}

describe('notFound countdown', () => {
  test('counts down once a second from 10 and then goes home', () => {
    const { clock, actor } = start();
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(DURATIONS.notFoundRedirect / 1000);
    for (let left = 9; left >= 1; left -= 1) {
      clock.increment(DURATIONS.countdownTick);
      expect(selectSecondsLeft(actor.getSnapshot())).toBe(left);
      expect(selectDestination(actor.getSnapshot())).toBeNull();
    }
    clock.increment(DURATIONS.countdownTick - 1);
    expect(selectDestination(actor.getSnapshot())).toBeNull();
    clock.increment(1);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(0);
    expect(selectDestination(actor.getSnapshot())).toBe('home');
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('Go Home ends the countdown at once', () => {
    const { clock, actor } = start();
    for (let tick = 0; tick < 3; tick += 1) clock.increment(DURATIONS.countdownTick);
    actor.send({ type: 'user.goHome' });
    expect(selectDestination(actor.getSnapshot())).toBe('home');
    clock.increment(DURATIONS.notFoundRedirect);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(7);
  });

  test('Go Back ends in back and stops the clock', () => {
    const { clock, actor } = start();
    actor.send({ type: 'user.goBack' });
    expect(selectDestination(actor.getSnapshot())).toBe('back');
    clock.increment(DURATIONS.notFoundRedirect);
    expect(selectDestination(actor.getSnapshot())).toBe('back');
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(10);
  });
});
