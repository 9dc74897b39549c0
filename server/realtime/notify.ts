import type { FastifyBaseLogger } from 'fastify';
import { fillTemplate, LIVE_NOTIFICATION_TEXTS, type NotificationKind, type ServerSocketMessage } from '../../src/contract';
import { postChannel, userChannel, type Hub } from './hub';

type ActivityKind = Exclude<NotificationKind, 'message'>;

/** A like, comment, reply, follow or share that was recorded for its recipient. */
export type ActivityEvent = {
  kind: ActivityKind;
  recipientId: number;
  actor: { id: number; username: string };
  postId?: number | null;
  /** The post title, for the texts that name it. */
  title?: string;
  /** The comment or reply itself. */
  comment?: string | null;
  /** The recorded notification, so the recipient's client reads that one on the server. */
  notificationId?: number;
};

export type LiveDeps = { hub: Hub; log: FastifyBaseLogger };

/** The frame the recipient's notification socket hears, in the live texts of document 3 section 8. */
export function activityFrame(event: ActivityEvent): ServerSocketMessage {
  return {
    type: `${event.kind}_notification`,
    activity_type: event.kind,
    message: fillTemplate(LIVE_NOTIFICATION_TEXTS[event.kind], { actor: event.actor.username, title: event.title ?? '' }),
    username: event.actor.username,
    post_id: event.postId ?? null,
    user_id: event.actor.id,
    comment_preview: event.comment ?? null,
    ...(event.notificationId === undefined ? {} : { notification_id: event.notificationId }),
  };
}

/**
 * Publishes after the act is committed. The act stands even when the hub is down (the notification
 * is recorded and listed anyway), so a failure is logged, never thrown at the request.
 */
async function publishQuietly({ hub, log }: LiveDeps, publish: (hub: Hub) => Promise<void>): Promise<void> {
  try {
    await publish(hub);
  } catch (error) {
    log.warn({ err: error }, 'live frame not published');
  }
}

/** Tells the recipient's notification sockets about a recorded like, comment, reply, follow or share. */
export function publishNotification(deps: LiveDeps, event: ActivityEvent): Promise<void> {
  return publishQuietly(deps, (hub) => hub.publish(userChannel(event.recipientId), activityFrame(event)));
}

/** Tells the viewers of a post about a like, an unlike or a comment on it. */
export function publishPostActivity(deps: LiveDeps, postId: number, frame: Extract<ServerSocketMessage, { type: 'like' | 'comment' }>): Promise<void> {
  return publishQuietly(deps, (hub) => hub.publish(postChannel(postId), frame));
}
