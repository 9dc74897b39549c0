import { assign, raise, setup } from 'xstate';
import type { ChatRoomsAnswer } from '../../contract/chats';
import { DURATIONS } from '../../contract/constants';
import type { ServerSocketMessage } from '../../contract/socket';
import { inboxActors } from './inbox.actors';
import { inboxErrorText, withRoomRead } from './inbox.rules';
import type { ChatRoomFilter, ConnectionStatus, InboxContext, InboxEvent, InboxInput } from './inbox.types';

type Status = { status: ConnectionStatus };

/**
 * The chat inbox (document 3 sections 2 and 4), kept by the app root while
 * signed in so the navbar can show the unread count.
 *
 * Guarantees:
 * - The rooms load on start, on refresh and whenever a message notification
 *   arrives; a failed load says why in the inbox's words and keeps what was shown.
 * - Search and the All/Unread/Read filter only choose among the loaded rooms.
 * - Connected/Offline follows the notification socket; while it is down the
 *   list refreshes every 60 s, and once more when it comes back.
 */
export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as InboxInput,
  },
  actors: inboxActors,
  delays: { offlineRefresh: DURATIONS.inboxOfflineRefresh },
  guards: {
    isConnected: (_, params: Status) => params.status === 'connected',
    isNotConnected: (_, params: Status) => params.status !== 'connected',
    isDown: (_, params: Status) => params.status !== 'connected' && params.status !== 'connecting',
    isMessageNotification: (_, params: { message: ServerSocketMessage }) =>
      params.message.type === 'notification' && params.message.notification_type === 'message',
  },
  actions: {
    showRooms: assign((_, answer: ChatRoomsAnswer) => ({ rooms: answer.results, totalUnread: answer.total_unread, error: null })),
    keepError: assign((_, params: { error: unknown }) => ({ error: inboxErrorText(params.error) })),
    refresh: raise({ type: 'inbox.refreshRequested' }),
    setSearch: assign((_, params: { text: string }) => ({ search: params.text })),
    setFilter: assign((_, params: { filter: ChatRoomFilter }) => ({ filter: params.filter })),
    markRoomRead: assign(({ context }, params: { uniquecode: string }) => withRoomRead(context.rooms, params.uniquecode)),
  },
}).createMachine({
  id: 'inbox',
  context: ({ input }) => ({ rooms: [], totalUnread: 0, search: '', filter: 'all', error: null, socket: input.socket ?? null }),
  invoke: { src: 'watchSocket', id: 'socket', input: ({ context }) => ({ socket: context.socket }) },
  on: {
    'inbox.searchChanged': { actions: { type: 'setSearch', params: ({ event }) => event } },
    'inbox.filterChosen': { actions: { type: 'setFilter', params: ({ event }) => event } },
    'inbox.roomRead': { actions: { type: 'markRoomRead', params: ({ event }) => event } },
    // Someone wrote: the list, its order and the badges change.
    'socket.received': { guard: { type: 'isMessageNotification', params: ({ event }) => event }, actions: 'refresh' },
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadRooms',
            onDone: { target: 'loaded', actions: { type: 'showRooms', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => event } },
          },
        },
        loaded: { on: { 'inbox.refreshRequested': 'loading' } },
        failed: { on: { 'inbox.refreshRequested': 'loading' } },
      },
    },
    connection: {
      initial: 'starting',
      states: {
        starting: {
          on: {
            'socket.statusChanged': [
              { guard: { type: 'isConnected', params: ({ event }) => event }, target: 'up' },
              { guard: { type: 'isDown', params: ({ event }) => event }, target: 'down' },
            ],
          },
        },
        up: {
          tags: ['connected'],
          on: { 'socket.statusChanged': { guard: { type: 'isNotConnected', params: ({ event }) => event }, target: 'down' } },
        },
        // Offline: the list refreshes every 60 s until the socket is back, then once more.
        down: {
          after: { offlineRefresh: { target: 'down', reenter: true, actions: 'refresh' } },
          on: { 'socket.statusChanged': { guard: { type: 'isConnected', params: ({ event }) => event }, target: 'up', actions: 'refresh' } },
        },
      },
    },
  },
});
