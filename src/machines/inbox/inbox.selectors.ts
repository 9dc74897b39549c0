import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ChatRoom, ChatRoomFilter } from '../../contract/chats';
import type { inboxMachine } from './inbox.machine';
import { visibleRooms } from './inbox.rules';

export type InboxActorRef = ActorRefFrom<typeof inboxMachine>;
export type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;

/** The rooms the search and the filter let through. */
export const selectVisibleRooms = (snapshot: InboxSnapshot): ChatRoom[] =>
  visibleRooms(snapshot.context.rooms, snapshot.context.search, snapshot.context.filter);

/** How many conversations match (the count beside Messages). */
export const selectRoomCount = (snapshot: InboxSnapshot): number => snapshot.context.count;
export const selectInboxSearch = (snapshot: InboxSnapshot): string => snapshot.context.search;
export const selectInboxFilter = (snapshot: InboxSnapshot): ChatRoomFilter => snapshot.context.filter;

const isAsking = (snapshot: InboxSnapshot): boolean => snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'typing' });
const isNarrowed = ({ context }: InboxSnapshot): boolean => context.search.trim() !== '' || context.filter !== 'all';

/** Nothing to show yet while the server is asked: the spinner. */
export const selectIsLoadingInbox = (snapshot: InboxSnapshot): boolean => isAsking(snapshot) && selectVisibleRooms(snapshot).length === 0;
export const selectIsRefreshingInbox = (snapshot: InboxSnapshot): boolean => snapshot.matches({ list: 'loading' });

/** The server answered the search or filter with nothing: 'No conversations matching ...'. */
export const selectHasNoMatch = (snapshot: InboxSnapshot): boolean =>
  !isAsking(snapshot) && isNarrowed(snapshot) && selectVisibleRooms(snapshot).length === 0;

/** Load more conversations: offered while the server holds more. */
export const selectCanLoadMoreRooms = (snapshot: InboxSnapshot): boolean => snapshot.matches({ list: 'loaded' }) && snapshot.context.hasNext;
export const selectIsLoadingMoreRooms = (snapshot: InboxSnapshot): boolean => snapshot.matches({ list: 'loadingMore' });

export const selectInboxError = (snapshot: InboxSnapshot): string | null =>
  snapshot.matches({ list: 'failed' }) ? snapshot.context.error : null;

/** Connected or Offline. */
export const selectInboxConnected = (snapshot: InboxSnapshot): boolean => snapshot.hasTag('connected');

/** Loaded, unfiltered, with no room at all: 'You don't have any messages yet'. */
export const selectHasNoRooms = (snapshot: InboxSnapshot): boolean =>
  snapshot.matches({ list: 'loaded' }) && !isNarrowed(snapshot) && snapshot.context.rooms.length === 0;
