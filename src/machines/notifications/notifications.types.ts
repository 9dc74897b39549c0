import type { Notification } from '../../contract/chats';
import type { ServerSocketMessage } from '../../contract/socket';
import type { Clock } from '../shared/clock';
import type { SocketActorRef } from '../socket/socket.selectors';
import type { ConnectionStatus, SocketNotice } from '../socket/socket.types';

export type { Notification };

/** The chips of the notifications page. */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'likes', 'comments', 'follows', 'messages'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export type NotificationsInput = {
  /** The notification socket the app root runs; its frames become live notifications. */
  socket?: SocketActorRef | null;
  /** What a live item's time and the purge's age are read from: the device's clock unless a test gives its own. */
  clock?: Clock;
};

export type NotificationsContext = {
  /** Newest first, at most LIMITS.notificationsCap, read state as this device knows it. */
  items: Notification[];
  /** Ids read here that the server has not confirmed yet: a refresh does not make them unread again. */
  readIds: number[];
  /** Reads the server has still to record, oldest first (one is sent at a time). */
  unsaved: UnsavedRead[];
  filter: NotificationFilter;
  /** Why the last load failed ('Failed to load notifications'). */
  error: string | null;
  /** Ids of live notifications no load has brought yet: a load that began before one came is answered without it. */
  liveIds: number[];
  /** Live notifications that carry no id get -1, -2, ... */
  localIds: number;
  socket: SocketActorRef | null;
  clock: Clock;
};

/** A read for the server: one notification, or all of them up to an id (`ids`: the unread ones it covers). */
export type UnsavedRead = { id: number } | { upTo: number; ids: number[] };

/** What the socket watcher reports: the notices of the socket machine it listens to. */
export type WatchedSocketNotice = Extract<SocketNotice, { type: 'socket.statusChanged' | 'socket.received' }>;

export type NotificationsEvent =
  /** The header's refresh button, Try Again, or the 30 s refresh while the connection is down. */
  | { type: 'notifications.refreshRequested' }
  | { type: 'notifications.filterChosen'; filter: NotificationFilter }
  /** A notification was clicked: read here, then the view navigates. */
  | { type: 'notification.opened'; id: number }
  | { type: 'notifications.allRead' }
  /** Everything goes, or only what is older than `olderThanMs`. */
  | { type: 'notifications.cleared'; olderThanMs?: number }
  | WatchedSocketNotice;

export type NotificationsEmitted = {
  type: 'toast';
  tone: 'success' | 'info' | 'error';
  message: string;
  durationMs?: number;
  position?: 'bottom-right';
};

export type { ConnectionStatus, ServerSocketMessage };
