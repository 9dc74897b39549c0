import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { DURATIONS, MESSAGES, type ChatRoomsAnswer } from '../../src/contract';
import { selectMessagesBadgeCount } from '../../src/machines/app/app.selectors';
import {
  inboxMachine,
  selectCanLoadMoreRooms,
  selectHasNoMatch,
  selectHasNoRooms,
  selectInboxConnected,
  selectInboxError,
  selectIsLoadingInbox,
  selectRoomCount,
  selectVisibleRooms,
  type RoomsPageInput,
} from '../../src/machines/inbox';
import type { WatchedSocketNotice } from '../../src/machines/notifications';
import { ApiError } from '../../src/services/api';
import { chatRoomOf, roomsAnswerOf } from '../fixtures/chat';
import { settle } from './chatRoom.fake';

const ada = chatRoomOf({ uniquecode: 'r-ada', unread_count: 3, other_user: { ...chatRoomOf().other_user, username: 'ada', first_name: 'Ada' } });
const chidi = chatRoomOf({
  uniquecode: 'r-chidi',
  other_user: { ...chatRoomOf().other_user, username: 'chidi', first_name: 'Chidi', profile: { marketname: 'Chidi Phones', profileimg: null } },
  last_message: { message: 'The charger is ready', sender: 2, created_at: '2026-03-01T10:00:00Z', message_type: 'text', media_url: null },
});

/** An inbox whose loads answer `answers` in turn (the questions kept), with a socket watcher the test plays. */
function start(answers: Array<ChatRoomsAnswer | Error>) {
  const clock = new SimulatedClock();
  let report: (notice: WatchedSocketNotice) => void = () => undefined;
  let loads = 0;
  const asked: RoomsPageInput[] = [];
  const machine = inboxMachine.provide({
    actors: {
      loadRooms: fromPromise<ChatRoomsAnswer, RoomsPageInput>(async ({ input }) => {
        asked.push(input);
        const answer = answers[Math.min(loads, answers.length - 1)];
        loads += 1;
        if (!answer || answer instanceof Error) throw answer;
        return answer;
      }),
      watchSocket: fromCallback(({ sendBack }) => {
        report = sendBack;
      }),
    },
  });
  const actor = createActor(machine, { clock, input: {} }).start();
  return {
    actor,
    clock,
    asked,
    loads: () => loads,
    snapshot: () => actor.getSnapshot(),
    status: (status: 'connected' | 'disconnected' | 'connecting') => report({ type: 'socket.statusChanged', channel: 'notifications', status, error: null }),
    frame: (message: Extract<WatchedSocketNotice, { type: 'socket.received' }>['message']) =>
      report({ type: 'socket.received', channel: 'notifications', message }),
    /** The socket opened and the server listens for it now. */
    established: () => {
      report({ type: 'socket.statusChanged', channel: 'notifications', status: 'connected', error: null });
      report({ type: 'socket.received', channel: 'notifications', message: { type: 'connection_established', online_friends: [] } });
    },
  };
}

describe('inbox machine', () => {
  it('loads the rooms with the unread total; search and filters narrow them at once', async () => {
    const { actor, snapshot } = start([roomsAnswerOf([ada, chidi])]);
    await settle();
    expect(selectMessagesBadgeCount(snapshot())).toBe(3);
    actor.send({ type: 'inbox.searchChanged', text: 'phones' });
    expect(selectVisibleRooms(snapshot()).map((room) => room.uniquecode)).toEqual(['r-chidi']);
    actor.send({ type: 'inbox.searchChanged', text: 'CHARGER' });
    expect(selectVisibleRooms(snapshot()).map((room) => room.uniquecode)).toEqual(['r-chidi']);
    actor.send({ type: 'inbox.searchChanged', text: '' });
    actor.send({ type: 'inbox.filterChosen', filter: 'unread' });
    expect(selectVisibleRooms(snapshot()).map((room) => room.uniquecode)).toEqual(['r-ada']);
    actor.send({ type: 'inbox.filterChosen', filter: 'read' });
    expect(selectVisibleRooms(snapshot()).map((room) => room.uniquecode)).toEqual(['r-chidi']);
  });

  it('asks the server once typing pauses, and a newer question cancels the older one', async () => {
    const { actor, clock, asked, snapshot } = start([roomsAnswerOf([ada, chidi]), roomsAnswerOf([]), roomsAnswerOf([ada])]);
    await settle();
    actor.send({ type: 'inbox.searchChanged', text: 'o' });
    clock.increment(DURATIONS.inboxSearchDebounce - 1);
    actor.send({ type: 'inbox.searchChanged', text: 'old' });
    clock.increment(DURATIONS.inboxSearchDebounce - 1);
    expect(asked).toHaveLength(1);
    expect(selectIsLoadingInbox(snapshot())).toBe(true);
    clock.increment(1);
    expect(asked.at(-1)).toEqual({ page: 1, search: 'old', filter: 'all' });
    await settle();
    expect(selectHasNoMatch(snapshot())).toBe(true);
    expect(selectHasNoRooms(snapshot())).toBe(false);
    expect(selectRoomCount(snapshot())).toBe(0);
    actor.send({ type: 'inbox.filterChosen', filter: 'unread' });
    expect(asked.at(-1)).toEqual({ page: 1, search: 'old', filter: 'unread' });
  });

  it('loads more rooms while the server holds more, without listing a room twice', async () => {
    const firstPage = { ...roomsAnswerOf([ada]), count: 2, has_next: true };
    const secondPage = { ...roomsAnswerOf([ada, chidi]), count: 2, page: 2, has_next: false };
    const { actor, asked, snapshot } = start([firstPage, secondPage]);
    await settle();
    expect(selectCanLoadMoreRooms(snapshot())).toBe(true);
    actor.send({ type: 'inbox.moreRequested' });
    await settle();
    expect(asked.at(-1)).toEqual({ page: 2, search: '', filter: 'all' });
    expect(selectVisibleRooms(snapshot()).map((room) => room.uniquecode)).toEqual(['r-ada', 'r-chidi']);
    expect(selectCanLoadMoreRooms(snapshot())).toBe(false);
  });

  it('reading a room takes its messages off the total, which counts rooms not loaded too', async () => {
    const { actor, snapshot } = start([{ ...roomsAnswerOf([ada, chidi]), total_unread: 10 }]);
    await settle();
    actor.send({ type: 'inbox.roomRead', uniquecode: 'r-ada' });
    expect(selectMessagesBadgeCount(snapshot())).toBe(7);
  });

  it('an empty inbox', async () => {
    const { snapshot } = start([roomsAnswerOf([])]);
    await settle();
    expect(selectHasNoRooms(snapshot())).toBe(true);
  });

  it.each([
    [401, MESSAGES.inboxSessionExpired],
    [403, MESSAGES.inboxAccessDenied],
    [0, MESSAGES.inboxNetworkError],
    [500, MESSAGES.inboxLoadFailed],
  ])('a %s says %s', async (status, text) => {
    const { snapshot } = start([new ApiError('x', status, null)]);
    await settle();
    expect(selectInboxError(snapshot())).toBe(text);
  });

  it('a message notification refreshes the list', async () => {
    const { frame, loads } = start([roomsAnswerOf([ada])]);
    await settle();
    frame({ type: 'notification', notification_type: 'message', data: {}, message: 'bola sent you a message', timestamp: '2026-03-01T10:00:00Z' });
    frame({ type: 'notification', notification_type: 'like', data: {}, message: 'bola liked your post', timestamp: '2026-03-01T10:00:00Z' });
    await settle();
    expect(loads()).toBe(2);
  });

  it('loads again once the server says the socket is established, for messages sent before it listened', async () => {
    const { status, established, loads } = start([roomsAnswerOf([ada])]);
    await settle();
    expect(loads()).toBe(1);
    status('connected');
    await settle();
    expect(loads()).toBe(1);
    established();
    await settle();
    expect(loads()).toBe(2);
  });

  it('Connected/Offline follows the socket; offline it refreshes every 60 s, and once when back', async () => {
    const { snapshot, status, established, clock, loads } = start([roomsAnswerOf([ada])]);
    await settle();
    established();
    await settle();
    expect(selectInboxConnected(snapshot())).toBe(true);
    status('disconnected');
    expect(selectInboxConnected(snapshot())).toBe(false);
    clock.increment(DURATIONS.inboxOfflineRefresh);
    await settle();
    expect(loads()).toBe(3);
    established();
    await settle();
    expect(loads()).toBe(4);
  });
});
