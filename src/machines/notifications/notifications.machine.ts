import { assign, enqueueActions, raise, setup } from 'xstate';
import type { Notification } from '../../contract/chats';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import type { ServerSocketMessage } from '../../contract/socket';
import { connectionGuards } from '../socket/connection.guards';
import { notificationsActors, notificationsEffects } from './notifications.actors';
import { arrange, isDuplicate, keepSince, liveNotificationOf, mergeLoaded } from './notifications.rules';
import type { NotificationFilter, NotificationsContext, NotificationsEmitted, NotificationsEvent, NotificationsInput } from './notifications.types';

/**
 * The signed-in user's notifications (document 3 sections 2, 4 and 9).
 *
 * Guarantees:
 * - The list loads on start and on refresh; it is newest first, at most the
 *   100 newest, and what this device read stays read (read state is local only).
 * - A live notification from the socket is prepended and toasted bottom-right
 *   for 5 s, unless it is a duplicate (same id, or same text and actor within 5 s).
 * - Every hour, notifications older than 24 hours are dropped.
 * - While the socket is down (not connected nor making its first connection)
 *   the 'Connection limited' banner shows and the list refreshes every 30 s;
 *   when it comes back the list refreshes once to catch up.
 * - Mark all as read is possible only while something is unread, and says
 *   'All notifications marked as read'.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
    emitted: {} as NotificationsEmitted,
  },
  actors: notificationsActors,
  delays: {
    offlineRefresh: DURATIONS.notificationsOfflineRefresh,
    purgeEvery: DURATIONS.notificationPurgeEvery,
  },
  guards: {
    ...connectionGuards,
    hasUnread: ({ context }) => context.items.some((item) => !item.is_read),
  },
  actions: {
    showLoaded: assign(({ context }, items: Notification[]) => ({ items: mergeLoaded(context.items, items, context.readIds), error: null })),
    keepLoadError: assign({ error: MESSAGES.notificationsLoadFailed }),
    refresh: raise({ type: 'notifications.refreshRequested' }),
    receive: enqueueActions(({ context, enqueue }, params: { message: ServerSocketMessage }) => {
      const localId = -(context.localIds + 1);
      const item = liveNotificationOf(params.message, localId, new Date(notificationsEffects.now()).toISOString());
      if (!item || isDuplicate(context.items, item)) return;
      enqueue.assign({ items: arrange([item, ...context.items], context.readIds), localIds: context.localIds + 1 });
      enqueue.emit({ type: 'toast', tone: 'info', message: item.title, durationMs: DURATIONS.liveNotificationToast, position: 'bottom-right' });
    }),
    chooseFilter: assign((_, params: { filter: NotificationFilter }) => ({ filter: params.filter })),
    markRead: assign(({ context }, params: { id: number }) => {
      const readIds = context.readIds.includes(params.id) ? context.readIds : [...context.readIds, params.id];
      return { readIds, items: arrange(context.items, readIds) };
    }),
    markAllRead: assign(({ context }) => {
      const readIds = [...new Set([...context.readIds, ...context.items.map((item) => item.id)])];
      return { readIds, items: arrange(context.items, readIds) };
    }),
    toastAllRead: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.allNotificationsRead })),
    clear: assign(({ context }, params: { olderThanMs?: number }) => ({
      items: params.olderThanMs === undefined ? [] : keepSince(context.items, notificationsEffects.now() - params.olderThanMs),
    })),
    purgeOld: assign(({ context }) => ({ items: keepSince(context.items, notificationsEffects.now() - DURATIONS.notificationMaxAge) })),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ items: [], readIds: [], filter: 'all', error: null, localIds: 0, socket: input.socket ?? null }),
  invoke: { src: 'watchSocket', id: 'socket', input: ({ context }) => ({ socket: context.socket }) },
  on: {
    'socket.received': { actions: { type: 'receive', params: ({ event }) => event } },
    'notifications.filterChosen': { actions: { type: 'chooseFilter', params: ({ event }) => event } },
    'notification.opened': { actions: { type: 'markRead', params: ({ event }) => event } },
    'notifications.allRead': { guard: 'hasUnread', actions: ['markAllRead', 'toastAllRead'] },
    'notifications.cleared': { actions: { type: 'clear', params: ({ event }) => event } },
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadNotifications',
            onDone: { target: 'loaded', actions: { type: 'showLoaded', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'keepLoadError' },
          },
        },
        loaded: { on: { 'notifications.refreshRequested': 'loading' } },
        failed: { on: { 'notifications.refreshRequested': 'loading' } },
      },
    },
    connection: {
      initial: 'starting',
      states: {
        // The first connection is under way: no banner yet.
        starting: {
          on: {
            'socket.statusChanged': [
              { guard: { type: 'isConnected', params: ({ event }) => event }, target: 'up' },
              { guard: { type: 'isDown', params: ({ event }) => event }, target: 'down' },
            ],
          },
        },
        up: {
          on: {
            'socket.statusChanged': { guard: { type: 'isNotConnected', params: ({ event }) => event }, target: 'down' },
          },
        },
        // Connection limited: the list refreshes every 30 s until the socket is back, then once more.
        down: {
          tags: ['connectionLimited'],
          after: { offlineRefresh: { target: 'down', reenter: true, actions: 'refresh' } },
          on: {
            'socket.statusChanged': { guard: { type: 'isConnected', params: ({ event }) => event }, target: 'up', actions: 'refresh' },
          },
        },
      },
    },
    purge: {
      initial: 'waiting',
      states: {
        waiting: { after: { purgeEvery: { target: 'waiting', reenter: true, actions: 'purgeOld' } } },
      },
    },
  },
});
