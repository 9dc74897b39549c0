import { assign, enqueueActions, raise, setup } from 'xstate';
import type { Notification } from '../../contract/chats';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import type { ServerSocketMessage } from '../../contract/socket';
import { connectionGuards, connectionRegion, upWhenEstablished } from '../socket/connection.region';
import { deviceClockOf } from '../shared/clock';
import { notificationsActors } from './notifications.actors';
import { arrange, idsOf, isDuplicate, keepSince, liveNotificationOf, mergeLoaded, unread, withLive } from './notifications.rules';
import type { NotificationFilter, NotificationsContext, NotificationsEmitted, NotificationsEvent, NotificationsInput } from './notifications.types';

/** The oldest unsaved read is settled: kept read when the server recorded it, unread again when it refused. */
function settleFirstRead(context: NotificationsContext, refused: boolean): Partial<NotificationsContext> {
  const [first, ...unsaved] = context.unsaved;
  const ids = first ? idsOf(first) : [];
  const readIds = context.readIds.filter((id) => !ids.includes(id));
  return refused ? { unsaved, readIds, items: unread(context.items, ids) } : { unsaved, readIds };
}

/**
 * The signed-in user's notifications (document 3 sections 2, 4 and 9).
 *
 * Guarantees:
 * - The list loads on start and on refresh; it is newest first, at most the
 *   100 newest, read or not as the server knows (on any device).
 * - A click reads a notification at once and tells the server; Mark all as read
 *   reads every one shown and tells the server up to the newest id shown, so a
 *   notification that arrives meanwhile stays unread. Reads go one at a time, in
 *   order; what was read here stays read across refreshes until the server
 *   confirms it, and is unread again if the server refuses.
 * - A live notification from the socket is prepended and toasted bottom-right
 *   for 5 s, unless it is a duplicate (same id, or same text and actor within 5 s).
 * - Every hour, notifications older than 24 hours are dropped.
 * - The list loads again once the server says the socket is established (it
 *   listens from then on), so nothing notified before is missing.
 * - While the socket is down (not connected nor making its first connection)
 *   the 'Connection limited' banner shows and the list refreshes every 30 s;
 *   when it is established again the list refreshes once to catch up.
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
    isUnread: ({ context }: { context: NotificationsContext }, params: { id: number }) =>
      context.items.some((item) => item.id === params.id && !item.is_read),
    hasUnsaved: ({ context }) => context.unsaved.length > 0,
  },
  actions: {
    showLoaded: assign(({ context }, items: Notification[]) => ({ ...mergeLoaded(context, items), error: null })),
    keepLoadError: assign({ error: MESSAGES.notificationsLoadFailed }),
    refresh: raise({ type: 'notifications.refreshRequested' }),
    receive: enqueueActions(({ context, enqueue }, params: { message: ServerSocketMessage }) => {
      const localId = -(context.localIds + 1);
      const item = liveNotificationOf(params.message, localId, new Date(context.clock.now()).toISOString());
      if (!item || isDuplicate(context.items, item)) return;
      enqueue.assign({ ...withLive(context, item), localIds: context.localIds + 1 });
      enqueue.emit({ type: 'toast', tone: 'info', message: item.title, durationMs: DURATIONS.liveNotificationToast, position: 'bottom-right' });
    }),
    chooseFilter: assign((_, params: { filter: NotificationFilter }) => ({ filter: params.filter })),
    // A live one without a server id (negative) is read here only.
    markRead: assign(({ context }, params: { id: number }) => {
      const readIds = [...context.readIds, params.id];
      const unsaved = params.id > 0 ? [...context.unsaved, { id: params.id }] : context.unsaved;
      return { readIds, unsaved, items: arrange(context.items, readIds) };
    }),
    markAllRead: assign(({ context }) => {
      const ids = context.items.filter((item) => !item.is_read).map((item) => item.id);
      const readIds = [...context.readIds, ...ids];
      const saved = ids.filter((id) => id > 0);
      const upTo = Math.max(0, ...context.items.map((item) => item.id));
      const unsaved = saved.length > 0 ? [...context.unsaved, { upTo, ids: saved }] : context.unsaved;
      return { readIds, unsaved, items: arrange(context.items, readIds) };
    }),
    confirmRead: assign(({ context }) => settleFirstRead(context, false)),
    revertRead: assign(({ context }) => settleFirstRead(context, true)),
    toastAllRead: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.allNotificationsRead })),
    clear: assign(({ context }, params: { olderThanMs?: number }) => ({
      items: params.olderThanMs === undefined ? [] : keepSince(context.items, context.clock.now() - params.olderThanMs),
    })),
    purgeOld: assign(({ context }) => ({ items: keepSince(context.items, context.clock.now() - DURATIONS.notificationMaxAge) })),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input, self }) => ({ items: [], readIds: [], unsaved: [], filter: 'all', error: null, localIds: 0, liveIds: [], socket: input.socket ?? null, clock: input.clock ?? deviceClockOf(self) }),
  invoke: { src: 'watchSocket', id: 'socket', input: ({ context }) => ({ socket: context.socket }) },
  on: {
    'socket.received': { actions: { type: 'receive', params: ({ event }) => event } },
    'notifications.filterChosen': { actions: { type: 'chooseFilter', params: ({ event }) => event } },
    'notification.opened': { guard: { type: 'isUnread', params: ({ event }) => event }, actions: { type: 'markRead', params: ({ event }) => event } },
    'notifications.allRead': { guard: 'hasUnread', actions: ['markAllRead', 'toastAllRead'] },
    'notifications.cleared': { actions: { type: 'clear', params: ({ event }) => event } },
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        // A refresh meanwhile asks again: the answer in flight may predate what the refresh is for.
        loading: {
          on: { 'notifications.refreshRequested': { target: 'loading', reenter: true } },
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
    connection: connectionRegion({ up: upWhenEstablished('refresh'), downTag: 'connectionLimited', offlineRefresh: 'offlineRefresh' }),
    // Reads go to the server one at a time, so it hears them in the order they were made.
    saving: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasUnsaved', target: 'sending' } },
        sending: {
          invoke: {
            src: 'saveRead',
            input: ({ context }) => context.unsaved[0],
            onDone: { target: 'idle', actions: 'confirmRead' },
            onError: { target: 'idle', actions: 'revertRead' },
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
