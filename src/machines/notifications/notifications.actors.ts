import { fromCallback, fromPromise } from 'xstate';
import type { Notification, NotificationsReadAnswer } from '../../contract/chats';
import { fetchNotifications, markNotificationRead, markNotificationsRead } from '../../services/notifications';
import { selectConnectionStatus, type SocketActorRef } from '../socket/socket.selectors';
import type { UnsavedRead, WatchedSocketNotice } from './notifications.types';

/** GET /notifications. */
export const loadNotifications = fromPromise<Notification[]>(({ signal }) => fetchNotifications(signal));

/** POST /notifications/{id}/read, or /notifications/read up to an id. */
export const saveRead = fromPromise<NotificationsReadAnswer, UnsavedRead | undefined>(({ input, signal }) => {
  if (!input) throw new Error('there is no read to save');
  return 'upTo' in input ? markNotificationsRead(input.upTo, signal) : markNotificationRead(input.id, signal);
});

/**
 * Listens to a socket actor someone else owns (the app root's notification
 * socket): reports its status now and whenever it changes, and every frame it
 * receives. No socket reads as disconnected.
 */
export const watchSocket = fromCallback<WatchedSocketNotice, { socket: SocketActorRef | null }>(({ input, sendBack }) => {
  const { socket } = input;
  if (!socket) {
    sendBack({ type: 'socket.statusChanged', channel: 'notifications', status: 'disconnected', error: null });
    return () => undefined;
  }
  const snapshot = socket.getSnapshot();
  sendBack({ type: 'socket.statusChanged', channel: snapshot.context.target.channel, status: selectConnectionStatus(snapshot), error: snapshot.context.error });
  const subscriptions = [socket.on('socket.statusChanged', sendBack), socket.on('socket.received', sendBack)];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});

export const notificationsActors = { loadNotifications, saveRead, watchSocket };
