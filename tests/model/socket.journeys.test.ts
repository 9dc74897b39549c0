import { describe, expect, it } from 'vitest';
import { JOURNEY_EVENTS, socketLeaves, socketPaths, STATES_WITHOUT_BROWSER_PATH, statesWithoutPath } from '../e2e/support/socketPaths';

// The browser journey of the chat socket (tests/e2e/socket-lifecycle.spec.ts) walks these paths; a state added to
// the socket machine fails here, in seconds, before the journey runs, unless a journey event reaches it.
describe('the socket journeys generated from the socket machine', () => {
  const paths = socketPaths();
  const targets = paths.flatMap((path) => path.targets);

  it('reach every leaf state of the machine, but those no browser can reach', () => {
    expect(statesWithoutPath(paths)).toEqual([]);
    expect([...targets].sort()).toEqual(socketLeaves().filter((leaf) => !(leaf in STATES_WITHOUT_BROWSER_PATH)).sort());
  });

  it('explain only states the machine has, and none that a path reaches', () => {
    for (const state of Object.keys(STATES_WITHOUT_BROWSER_PATH)) {
      expect(socketLeaves()).toContain(state);
      expect(targets).not.toContain(state);
    }
  });

  it('reach the client-side states by the page: idle, leaving, and a room refused with 4003', () => {
    const lastEvent = (target: string) => paths.find((path) => path.targets.includes(target))?.steps.at(-1)?.event;
    expect(lastEvent('inactive')).toBe(JOURNEY_EVENTS.idle);
    expect(lastEvent('closed')).toBe(JOURNEY_EVENTS.left);
    expect(lastEvent('forbidden')).toBe(JOURNEY_EVENTS.roomGone);
    expect(lastEvent('live.open.heartbeat.awaitingPong')).toBe(JOURNEY_EVENTS.typed);
  });
});
