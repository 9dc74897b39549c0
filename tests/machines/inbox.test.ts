import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { DURATIONS, MESSAGES, type ChatRoomsAnswer } from '../../src/contract';
import {
  inboxMachine,
  selectHasNoRooms,
  selectInboxConnected,
  selectInboxError,
  selectTotalUnread,
  selectVisibleRooms,
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

/** An inbox whose loads answer `answers` in turn, with a socket watcher the test plays. */
function start(answers: Array<ChatRoomsAnswer | Error>) {
  const clock = new SimulatedClock();
  let report: (notice: WatchedSocketNotice) => void = () => undefined;
  let loads = 0;
  const machine = inboxMachine.provide({
    actors: {
      loadRooms: fromPromise(async () => {
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
    loads: () => loads,
    snapshot: () => actor.getSnapshot(),
    status: (status: 'connected' | 'disconnected' | 'connecting') => report({ type: 'socket.statusChanged', channel: 'notifications', status, error: null }),
    frame: (message: Extract<WatchedSocketNotice, { type: 'socket.received' }>['message']) =>
      report({ type: 'socket.received', channel: 'notifications', message }),
  };
}

describe('inbox machine', () => {
  it('loads the rooms with the unread total; search and filters choose among them', async () => {
    const { actor, snapshot } = start([roomsAnswerOf([ada, chidi])]);
    await settle();
    expect(selectTotalUnread(snapshot())).toBe(3);
    actor.send({ type: 'inbox.searchChanged', text: 'phones' });
    expect(selectVisibleRooms(snapshot()).map((room) => room.uniquecode)).toEqual(['r-chidi']);
    actor.send({ type: 'inbox.searchChanged', text: '' });
    actor.send({ type: 'inbox.filterChosen', filter: 'unread' });
    expect(selectVisibleRooms(snapshot()).map((room) => room.uniquecode)).toEqual(['r-ada']);
    actor.send({ type: 'inbox.filterChosen', filter: 'read' });
    expect(selectVisibleRooms(snapshot()).map((room) => room.uniquecode)).toEqual(['r-chidi']);
    actor.send({ type: 'inbox.roomRead', uniquecode: 'r-ada' });
    expect(selectTotalUnread(snapshot())).toBe(0);
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

  it('Connected/Offline follows the socket; offline it refreshes every 60 s, and once when back', async () => {
    const { snapshot, status, clock, loads } = start([roomsAnswerOf([ada])]);
    await settle();
    status('connected');
    expect(selectInboxConnected(snapshot())).toBe(true);
    status('disconnected');
    expect(selectInboxConnected(snapshot())).toBe(false);
    clock.increment(DURATIONS.inboxOfflineRefresh);
    await settle();
    expect(loads()).toBe(2);
    status('connected');
    await settle();
    expect(loads()).toBe(3);
  });
});
