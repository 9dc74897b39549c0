import { describe, expect, it } from 'vitest';
import {
  CHAT_EVENTS,
  CHAT_STATES_WITHOUT_BROWSER_PATH,
  chatRoomLeaves,
  chatRoomPaths,
  chatTargetsWithoutPath,
  STORIES,
} from '../e2e/support/chatRoomPaths';

// The browser journey of the chat room (tests/e2e/chat-room-journeys.spec.ts) walks these paths; a state added to
// the chat room machine fails here, in seconds, before the journey runs, unless a journey event reaches it.
describe('the chat room journeys generated from the chat room machine', () => {
  const paths = chatRoomPaths();
  const targets = paths.flatMap((path) => path.targets);

  it('reach every leaf state of the machine, and every story, but those no browser can reach', () => {
    expect(chatTargetsWithoutPath(paths)).toEqual([]);
    const wanted = [...chatRoomLeaves().filter((leaf) => !(leaf in CHAT_STATES_WITHOUT_BROWSER_PATH)), ...Object.keys(STORIES)];
    expect([...new Set(targets)].sort()).toEqual(wanted.sort());
  });

  it('explain only states the machine has, and none that a path reaches', () => {
    for (const state of Object.keys(CHAT_STATES_WITHOUT_BROWSER_PATH)) {
      expect(chatRoomLeaves()).toContain(state);
      expect(targets).not.toContain(state);
    }
  });

  it('start each path with Ada opening a room, and walk none that another path begins', () => {
    for (const path of paths) expect([CHAT_EVENTS.roomOpened, CHAT_EVENTS.noSuchRoom]).toContain(path.steps[0]?.event);
    const keys = paths.map((path) => path.steps.map((step) => step.event.type).join(' '));
    for (const key of keys) expect(keys.filter((other) => other !== key && other.startsWith(`${key} `))).toEqual([]);
  });

  it('reach the request path with the room refused by the socket, and settle a request answered once the room is back', () => {
    const pathTo = (target: string) => paths.find((path) => path.targets.includes(target))?.steps.map((step) => step.event) ?? [];
    expect(pathTo('loaded.composer.sendingByRequest')).toContain(CHAT_EVENTS.roomGone);
    expect(pathTo('loaded.settle.waiting').at(-1)).toBe(CHAT_EVENTS.sendAnswered);
    expect(pathTo('loaded.catchUp.stalled').at(-1)).toBe(CHAT_EVENTS.catchUpLost);
    expect(pathTo("Ada's message is read by Bola").at(-1)).toBe(CHAT_EVENTS.readByBola);
  });
});
