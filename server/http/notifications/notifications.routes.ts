import type { FastifyPluginAsync } from 'fastify';
import {
  fillTemplate,
  LIVE_NOTIFICATION_TEXTS,
  MESSAGES,
  notificationIdParamsSchema,
  notificationsQuerySchema,
  notificationsReadPayloadSchema,
  type Notification,
  type NotificationsReadAnswer,
} from '../../../src/contract';
import type { NotificationDetails } from '../../store/notifications.store';
import { callerOf } from '../authenticate';
import { notFound } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';

/** The saved search an alert names, when it is one. */
const savedSearchOf = ({ saved_search_id: id, saved_search_name: name, saved_search_query: query }: NotificationDetails) =>
  id === null || name === null || query === null ? {} : { saved_search: { id, name, query: JSON.parse(query) as Record<string, string> } };

/** A recorded notification in document 3's client shape; the title is the live toast's text (an alert's own). */
function toNotification(item: NotificationDetails): Notification {
  const commentText = item.kind === 'comment' || item.kind === 'reply' ? item.comment_text : null;
  return {
    id: item.id,
    type: item.kind,
    title: item.kind === 'saved_search' ? item.text : fillTemplate(LIVE_NOTIFICATION_TEXTS[item.kind], { actor: item.actor }),
    message: item.text,
    created_at: item.created_at,
    is_read: item.read_at !== null,
    actor: item.actor,
    username: item.actor,
    post_id: item.post_id,
    post_title: item.post_title,
    follower: item.kind === 'follow' ? item.actor : null,
    uniquecode: item.chat_code,
    comment_text: commentText,
    message_text: item.kind === 'message' ? item.message_text : null,
    data: { post_id: item.post_id, user_id: item.actor_id, comment_preview: commentText },
    ...savedSearchOf(item),
  };
}

/**
 * GET /notifications: the caller's notifications, newest first; `before` (an id) reads older ones. Read state
 * lives here, so it follows the user to every device: POST /notifications/{id}/read reads one of the caller's
 * (another user's answers 404, as a missing one), POST /notifications/read reads all of them, or those up to `up_to`.
 */
export function notificationsRoutes({ stores, auth }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/notifications', { preHandler: auth.required }, async (request): Promise<Notification[]> => {
      const caller = callerOf(request);
      const query = parseInput(notificationsQuerySchema, request.query);
      const items = await stores.notifications.pageFor(caller.userId, { before: query.before, limit: query.page_size });
      return items.map(toNotification);
    });

    app.post('/notifications/:id/read', { preHandler: auth.required }, async (request): Promise<NotificationsReadAnswer> => {
      const caller = callerOf(request);
      const { id } = parseInput(notificationIdParamsSchema, request.params);
      if (!(await stores.notifications.belongsTo(caller.userId, id))) throw notFound(MESSAGES.notificationNotFound);
      const marked = await stores.notifications.markRead(caller.userId, { id });
      return { marked, unread_count: await stores.notifications.unreadCount(caller.userId) };
    });

    app.post('/notifications/read', { preHandler: auth.required }, async (request): Promise<NotificationsReadAnswer> => {
      const caller = callerOf(request);
      const { up_to: upTo } = parseInput(notificationsReadPayloadSchema, request.body ?? {});
      const marked = await stores.notifications.markRead(caller.userId, upTo === undefined ? {} : { upTo });
      return { marked, unread_count: await stores.notifications.unreadCount(caller.userId) };
    });
  };
}
