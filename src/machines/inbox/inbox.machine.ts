import { assign, raise, setup } from 'xstate';
import type { ChatRoomsAnswer } from '../../contract/chats';
import { DURATIONS } from '../../contract/constants';
import type { ServerSocketMessage } from '../../contract/socket';
import { connectionGuards, connectionRegion, upWhenEstablished } from '../socket/connection.region';
import { inboxActors } from './inbox.actors';
import { inboxErrorText, pageFacts, withMoreRooms, withRoomRead } from './inbox.rules';
import type { ChatRoomFilter, InboxContext, InboxEvent, InboxInput } from './inbox.types';

/**
 * The chat inbox (document 3 sections 2 and 4), kept by the app root while
 * signed in so the navbar can show the unread count.
 *
 * Guarantees:
 * - The rooms load on start, on refresh, once the server says the socket is
 *   established (for what came before it listened) and whenever a message notification arrives; a failed load says why in the inbox's words and keeps what was shown.
 * - Search and the All/Unread/Read filter narrow the loaded rooms at once and ask
 *   the server for every matching room (search once typing pauses), so a
 *   conversation beyond the first page is found too; a newer question cancels an
 *   older one. More rooms load 20 at a time.
 * - Connected/Offline follows the notification socket; while it is down the
 *   list refreshes every 60 s, and once more when it is established again.
 */
export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as InboxInput,
  },
  actors: inboxActors,
  delays: { offlineRefresh: DURATIONS.inboxOfflineRefresh, searchPause: DURATIONS.inboxSearchDebounce },
  guards: {
    ...connectionGuards,
    hasMoreRooms: ({ context }) => context.hasNext,
    isMessageNotification: (_, params: { message: ServerSocketMessage }) =>
      params.message.type === 'notification' && params.message.notification_type === 'message',
  },
  actions: {
    showRooms: assign((_, answer: ChatRoomsAnswer) => ({ rooms: answer.results, ...pageFacts(answer) })),
    addRooms: assign(({ context }, answer: ChatRoomsAnswer) => ({ rooms: withMoreRooms(context.rooms, answer.results), ...pageFacts(answer) })),
    keepError: assign((_, params: { error: unknown }) => ({ error: inboxErrorText(params.error) })),
    refresh: raise({ type: 'inbox.refreshRequested' }),
    setSearch: assign((_, params: { text: string }) => ({ search: params.text })),
    setFilter: assign((_, params: { filter: ChatRoomFilter }) => ({ filter: params.filter })),
    markRoomRead: assign(({ context }, params: { uniquecode: string }) => withRoomRead(context, params.uniquecode)),
  },
}).createMachine({
  id: 'inbox',
  context: ({ input }) => ({
    rooms: [],
    count: 0,
    page: 1,
    hasNext: false,
    totalUnread: 0,
    search: '',
    filter: 'all',
    error: null,
    socket: input.socket ?? null,
  }),
  invoke: { src: 'watchSocket', id: 'socket', input: ({ context }) => ({ socket: context.socket }) },
  on: {
    'inbox.roomRead': { actions: { type: 'markRoomRead', params: ({ event }) => event } },
    // Someone wrote: the list, its order and the badges change.
    'socket.received': { guard: { type: 'isMessageNotification', params: ({ event }) => event }, actions: 'refresh' },
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'inbox.searchChanged': { target: '.typing', actions: { type: 'setSearch', params: ({ event }) => event } },
        'inbox.filterChosen': { target: '.loading', actions: { type: 'setFilter', params: ({ event }) => event } },
        'inbox.refreshRequested': '.loading',
      },
      states: {
        // Each keystroke restarts the pause; the server is asked once typing stops.
        typing: { after: { searchPause: 'loading' } },
        loading: {
          invoke: {
            src: 'loadRooms',
            input: ({ context }) => ({ page: 1, search: context.search, filter: context.filter }),
            onDone: { target: 'loaded', actions: { type: 'showRooms', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => event } },
          },
        },
        loaded: { on: { 'inbox.moreRequested': { guard: 'hasMoreRooms', target: 'loadingMore' } } },
        loadingMore: {
          invoke: {
            src: 'loadRooms',
            input: ({ context }) => ({ page: context.page + 1, search: context.search, filter: context.filter }),
            onDone: { target: 'loaded', actions: { type: 'addRooms', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => event } },
          },
        },
        failed: {},
      },
    },
    connection: connectionRegion({ up: upWhenEstablished('refresh'), upTag: 'connected', offlineRefresh: 'offlineRefresh' }),
  },
});
