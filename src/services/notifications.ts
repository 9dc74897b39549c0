import { notificationsAnswerSchema, type Notification } from '../contract/chats';
import { LIMITS } from '../contract/constants';
import { call } from './api';

/** GET /notifications: the newest first (the page's read state stays on this device). */
export function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return call('/notifications', notificationsAnswerSchema, {
    query: { page_size: LIMITS.notificationsPageSize },
    auth: true,
    quiet: true,
    signal,
  });
}
