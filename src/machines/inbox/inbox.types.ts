import type { ChatRoom, ChatRoomFilter, ChatRoomsAnswer } from '../../contract/chats';
import type { SocketActorRef } from '../socket/socket.selectors';
import type { ConnectionStatus } from '../socket/socket.types';
import type { WatchedSocketNotice } from '../notifications/notifications.types';

export type { ChatRoom, ChatRoomFilter, ChatRoomsAnswer, ConnectionStatus };

export type InboxInput = {
  /** The app root's notification socket: its message notifications refresh the list, its status is Connected/Offline. */
  socket?: SocketActorRef | null;
};

export type InboxContext = {
  /** The rooms as the server sent them, most recent activity first. */
  rooms: ChatRoom[];
  /** How many rooms match the search and filter on the server (the count beside Messages). */
  count: number;
  /** The last page loaded, and whether the server holds more. */
  page: number;
  hasNext: boolean;
  /** Unread messages over all rooms (the navbar's badge). */
  totalUnread: number;
  /** The search box's text. */
  search: string;
  filter: ChatRoomFilter;
  /** Why the last load failed, in the inbox's words. */
  error: string | null;
  socket: SocketActorRef | null;
};

export type InboxEvent =
  /** The Refresh button, the inbox opening, or the 60 s refresh while offline. */
  | { type: 'inbox.refreshRequested' }
  | { type: 'inbox.searchChanged'; text: string }
  | { type: 'inbox.filterChosen'; filter: ChatRoomFilter }
  /** Load more conversations: the next 20. */
  | { type: 'inbox.moreRequested' }
  /** A conversation was read on this device: its badge goes. */
  | { type: 'inbox.roomRead'; uniquecode: string }
  | WatchedSocketNotice;
