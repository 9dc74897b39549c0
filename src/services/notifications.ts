import { notificationsAnswerSchema, notificationsReadAnswerSchema, type Notification, type NotificationsReadAnswer } from '../contract/chats';
import { LIMITS } from '../contract/constants';
import { call } from './api';

/** GET /notifications: the newest first, read or not as the server knows (on any device). */
export function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return call('/notifications', notificationsAnswerSchema, {
    query: { page_size: LIMITS.notificationsPageSize },
    auth: true,
    quiet: true,
    signal,
  });
}

/** POST /notifications/{id}/read: one of the user's notifications is read. */
export function markNotificationRead(id: number, signal?: AbortSignal): Promise<NotificationsReadAnswer> {
  return call(`/notifications/${id}/read`, notificationsReadAnswerSchema, { method: 'POST', auth: true, signal });
}

/** POST /notifications/read: the user's notifications up to the id `upTo` (those the page showed) are read. */
export function markNotificationsRead(upTo: number, signal?: AbortSignal): Promise<NotificationsReadAnswer> {
  return call('/notifications/read', notificationsReadAnswerSchema, { method: 'POST', body: { up_to: upTo }, auth: true, signal });
}
