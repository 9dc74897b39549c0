/** The model of the notifications list: loading, failure and retry, live ones, read state saved on the server, the offline refresh and the purge. */
import type { AnyMachineSnapshot } from 'xstate';
import type { Notification } from '../../src/contract';
import {
  notificationsActors,
  notificationsMachine,
  type NotificationsContext,
  type NotificationsEvent,
} from '../../src/machines/notifications';
import { notificationOf } from '../fixtures/chat';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel } from './harness';

/** The device's clock, fixed: the graph and the replay must agree on what the purge drops. */
export const MODEL_NOW = Date.UTC(2026, 2, 1, 12, 30);

const status = (value: 'connected' | 'connecting' | 'disconnected') =>
  ({ type: 'socket.statusChanged', channel: 'notifications', status: value, error: null }) as const;

export const notificationsEventFixtures = {
  'notifications.refreshRequested': [{ type: 'notifications.refreshRequested' }],
  'notifications.filterChosen': [
    { type: 'notifications.filterChosen', filter: 'unread' },
    { type: 'notifications.filterChosen', filter: 'all' },
  ],
  'notification.opened': [{ type: 'notification.opened', id: 1 }],
  'notifications.allRead': [{ type: 'notifications.allRead' }],
  'notifications.cleared': [{ type: 'notifications.cleared' }],
  'socket.statusChanged': [status('connected'), status('connecting'), status('disconnected')],
  'socket.received': [
    {
      type: 'socket.received',
      channel: 'notifications',
      message: { type: 'follow_notification', activity_type: 'follow', message: 'chidi started following you', username: 'chidi', post_id: null, user_id: 3, comment_preview: null },
    },
    { type: 'socket.received', channel: 'notifications', message: { type: 'connection_established', online_friends: [] } },
  ],
} satisfies EventFixtures<NotificationsEvent>;

/** Two notifications, one of them old enough to be purged. */
export const notificationsOutputFixtures = {
  loadNotifications: [[notificationOf(1), notificationOf(2, { created_at: '2026-02-27T00:00:00.000Z' })] as Notification[]],
  saveRead: [{ marked: 1, unread_count: 0 }],
  watchSocket: [undefined],
} satisfies OutputFixtures<typeof notificationsActors>;

export const notificationsSystemEvents = [
  ...doneEvents<typeof notificationsActors.loadNotifications>(notificationsMachine, 'loadNotifications', notificationsOutputFixtures.loadNotifications),
  ...errorEvents(notificationsMachine, 'loadNotifications'),
  ...doneEvents<typeof notificationsActors.saveRead>(notificationsMachine, 'saveRead', notificationsOutputFixtures.saveRead),
  ...errorEvents(notificationsMachine, 'saveRead'),
  ...timerEvents(notificationsMachine),
];

export const notificationsModel: MachineModel = {
  name: 'notifications',
  machine: notificationsMachine,
  variants: [{ name: 'signed in', input: { clock: { now: () => MODEL_NOW } } }],
  // Reads waiting for the server multiply the states (about 3,200).
  limit: 100_000,
  events: [...fixtureEvents<NotificationsEvent>(notificationsEventFixtures), ...notificationsSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { items, filter, error, unsaved } = snapshot.context as NotificationsContext;
    return JSON.stringify({ value: snapshot.value, items: items.map((item) => `${item.id}${item.is_read ? 'r' : ''}`), filter, error, unsaved });
  },
};
