import type { Session } from '../../services/cookies';
import type { InboxActorRef } from '../inbox/inbox.selectors';
import type { NotificationsActorRef } from '../notifications/notifications.selectors';
import type { PresenceActorRef } from '../presence/presence.selectors';
import type { SocketActorRef } from '../socket/socket.selectors';
import type { SocketNotice } from '../socket/socket.types';

/** What the root actor starts from: the session the cookies held when the page loaded. */
export type AppInput = { storedSession: Session | null };

export type AppContext = {
  /** The session stored when the page loaded; handed to the auth actor when it starts, and not kept up to date. */
  storedSession: Session | null;
  /** The signed-in user's notification socket (systemId 'notifications'), null while signed out. */
  notificationSocket: SocketActorRef | null;
  /** The signed-in actors beside the socket (systemIds 'notificationList', 'inbox', 'presence'). */
  liveActors: { notifications: NotificationsActorRef; inbox: InboxActorRef; presence: PresenceActorRef } | null;
  /** The session the signed-in actors run for. */
  session: Session | null;
};

export type AppEvent =
  /** A call failed somewhere in the app (services/api onApiError). */
  | { type: 'api.failed'; status: number; message: string; quiet: boolean; authFailure: boolean }
  /** The auth actor holds a session (a new one, or another user's): the long-lived actors start for it. */
  | { type: 'session.started'; session: Session }
  /** The auth actor lost its session: the long-lived actors stop. */
  | { type: 'session.ended' }
  /** The notification socket's notices (the root is its receiver); only a 4001 close matters here. */
  | SocketNotice;

export type AppEmitted = { type: 'toast'; tone: 'error' | 'info'; message: string };
