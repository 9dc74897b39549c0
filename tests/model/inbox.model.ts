/** The model of the inbox: loading and loading more, failures, search and filters, message notifications and the offline refresh. */
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/services/api';
import { inboxActors, inboxMachine, type InboxContext, type InboxEvent } from '../../src/machines/inbox';
import { chatRoomOf, roomsAnswerOf } from '../fixtures/chat';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel } from './harness';

const status = (value: 'connected' | 'connecting' | 'disconnected') =>
  ({ type: 'socket.statusChanged', channel: 'notifications', status: value, error: null }) as const;

export const inboxEventFixtures = {
  'inbox.refreshRequested': [{ type: 'inbox.refreshRequested' }],
  'inbox.searchChanged': [{ type: 'inbox.searchChanged', text: 'bola' }],
  'inbox.filterChosen': [{ type: 'inbox.filterChosen', filter: 'unread' }],
  'inbox.roomRead': [{ type: 'inbox.roomRead', uniquecode: 'r-1' }],
  'inbox.moreRequested': [{ type: 'inbox.moreRequested' }],
  'socket.statusChanged': [status('connected'), status('connecting'), status('disconnected')],
  'socket.received': [
    { type: 'socket.received', channel: 'notifications', message: { type: 'notification', notification_type: 'message', data: {}, message: 'bola sent you a message', timestamp: '2026-03-01T10:00:00Z' } },
    { type: 'socket.received', channel: 'notifications', message: { type: 'connection_established', online_friends: [] } },
  ],
} satisfies EventFixtures<InboxEvent>;

export const inboxOutputFixtures = {
  loadRooms: [
    { ...roomsAnswerOf([chatRoomOf({ uniquecode: 'r-1', unread_count: 12 })]), count: 2, has_next: true },
    { ...roomsAnswerOf([chatRoomOf({ uniquecode: 'r-2' })]), count: 2, page: 2, has_next: false },
  ],
  watchSocket: [undefined],
} satisfies OutputFixtures<typeof inboxActors>;

export const inboxSystemEvents = [
  ...doneEvents<typeof inboxActors.loadRooms>(inboxMachine, 'loadRooms', inboxOutputFixtures.loadRooms),
  ...errorEvents(inboxMachine, 'loadRooms', new ApiError('Session expired', 401, null)),
  ...timerEvents(inboxMachine),
];

export const inboxModel: MachineModel = {
  name: 'inbox',
  machine: inboxMachine,
  variants: [{ name: 'signed in', input: {} }],
  events: [...fixtureEvents<InboxEvent>(inboxEventFixtures), ...inboxSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { rooms, count, page, hasNext, totalUnread, search, filter, error } = snapshot.context as InboxContext;
    return JSON.stringify({ value: snapshot.value, rooms: rooms.length, count, page, hasNext, totalUnread, search, filter, error });
  },
};
