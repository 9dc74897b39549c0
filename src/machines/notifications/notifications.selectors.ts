import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Notification } from '../../contract/chats';
import type { notificationsMachine } from './notifications.machine';
import { matchesFilter } from './notifications.rules';
import type { NotificationFilter } from './notifications.types';

export type NotificationsActorRef = ActorRefFrom<typeof notificationsMachine>;
export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

export const selectFilter = (snapshot: NotificationsSnapshot): NotificationFilter => snapshot.context.filter;

/** The notifications the chosen chip lets through, newest first. */
export const selectVisibleNotifications = (snapshot: NotificationsSnapshot): Notification[] =>
  snapshot.context.items.filter((item) => matchesFilter(item, snapshot.context.filter));

export const selectUnreadNotificationCount = (snapshot: NotificationsSnapshot): number =>
  snapshot.context.items.filter((item) => !item.is_read).length;

/** The first load (nothing to show yet): the spinner. */
export const selectIsLoadingNotifications = (snapshot: NotificationsSnapshot): boolean =>
  snapshot.matches({ list: 'loading' }) && snapshot.context.items.length === 0;

export const selectIsRefreshingNotifications = (snapshot: NotificationsSnapshot): boolean => snapshot.matches({ list: 'loading' });

/** 'Failed to load notifications' with Try Again, while the last load failed. */
export const selectNotificationsError = (snapshot: NotificationsSnapshot): string | null =>
  snapshot.matches({ list: 'failed' }) ? snapshot.context.error : null;

/** The yellow 'Connection limited' banner. */
export const selectConnectionLimited = (snapshot: NotificationsSnapshot): boolean => snapshot.hasTag('connectionLimited');

/** Mark all as read shows only while something is unread. */
export const selectCanMarkAllRead = (snapshot: NotificationsSnapshot): boolean => snapshot.can({ type: 'notifications.allRead' });
