import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AuthActorRef } from '../auth/auth.selectors';
import type { InboxActorRef, InboxSnapshot } from '../inbox/inbox.selectors';
import type { NotificationsActorRef, NotificationsSnapshot } from '../notifications/notifications.selectors';
import type { PresenceActorRef } from '../presence/presence.selectors';
import type { appMachine } from './app.machine';

export type AppActorRef = ActorRefFrom<typeof appMachine>;
type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** The auth actor the root owns (undefined only after the root stopped). */
export const selectAuthRef = (snapshot: AppSnapshot): AuthActorRef | undefined => snapshot.children.auth;

/** The notifications list while signed in. */
export const selectNotificationsRef = (snapshot: AppSnapshot): NotificationsActorRef | undefined => snapshot.context.liveActors?.notifications;

/** The inbox while signed in (the navbar's unread count, the /chats screen). */
export const selectInboxRef = (snapshot: AppSnapshot): InboxActorRef | undefined => snapshot.context.liveActors?.inbox;

/** Presence while signed in (the profile's status selector asks it). */
export const selectPresenceRef = (snapshot: AppSnapshot): PresenceActorRef | undefined => snapshot.context.liveActors?.presence;

/** The navbar's Chats badge: unread messages over all rooms (here, so the first page need not load the inbox's rules). */
export const selectMessagesBadgeCount = (snapshot: InboxSnapshot): number => snapshot.context.totalUnread;

/** The navbar's Notifications badge: what this device has not read. */
export const selectNotificationsBadgeCount = (snapshot: NotificationsSnapshot): number =>
  snapshot.context.items.filter((item) => !item.is_read).length;
