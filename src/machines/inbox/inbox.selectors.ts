import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ChatRoom, ChatRoomFilter } from '../../contract/chats';
import type { inboxMachine } from './inbox.machine';
import { visibleRooms } from './inbox.rules';

export type InboxActorRef = ActorRefFrom<typeof inboxMachine>;
export type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;

/** The rooms the search and the filter let through. */
export const selectVisibleRooms = (snapshot: InboxSnapshot): ChatRoom[] =>
  visibleRooms(snapshot.context.rooms, snapshot.context.search, snapshot.context.filter);

/** How many conversations there are (the count beside Messages). */
export const selectRoomCount = (snapshot: InboxSnapshot): number => snapshot.context.rooms.length;
export const selectTotalUnread = (snapshot: InboxSnapshot): number => snapshot.context.totalUnread;
export const selectInboxSearch = (snapshot: InboxSnapshot): string => snapshot.context.search;
export const selectInboxFilter = (snapshot: InboxSnapshot): ChatRoomFilter => snapshot.context.filter;

/** The first load (no rooms yet): the spinner. */
export const selectIsLoadingInbox = (snapshot: InboxSnapshot): boolean =>
  snapshot.matches({ list: 'loading' }) && snapshot.context.rooms.length === 0;
export const selectIsRefreshingInbox = (snapshot: InboxSnapshot): boolean => snapshot.matches({ list: 'loading' });

export const selectInboxError = (snapshot: InboxSnapshot): string | null =>
  snapshot.matches({ list: 'failed' }) ? snapshot.context.error : null;

/** Connected or Offline. */
export const selectInboxConnected = (snapshot: InboxSnapshot): boolean => snapshot.hasTag('connected');

/** Loaded with no room at all: 'You don't have any messages yet'. */
export const selectHasNoRooms = (snapshot: InboxSnapshot): boolean =>
  snapshot.matches({ list: 'loaded' }) && snapshot.context.rooms.length === 0;
