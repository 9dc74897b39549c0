import type { FastifyBaseLogger } from 'fastify';
import { fillTemplate, LIVE_NOTIFICATION_TEXTS, type ChatMessage, type ServerSocketMessage } from '../../src/contract';
import type { ActivityKind, NotificationItem } from '../store/notifications.store';
import { postChannel, userChannel, type Hub, type HubChannel } from './hub';

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

/** A chat message whose 'message' notification was recorded for its recipient. */
export type MessageNoticeEvent = { kind: 'message'; recipientId: number; notice: NotificationItem; message: ChatMessage };

export type LiveNotification = ActivityEvent | MessageNoticeEvent;

/** `log` hears what could not be published; the act it reports stands all the same. */
export type LiveDeps = { hub: Hub; log: Pick<FastifyBaseLogger, 'warn'> };

/** The frame the recipient's notification socket hears: a message's, or an act's in the live texts of document 3 section 8. */
export function notificationFrame(event: LiveNotification): ServerSocketMessage {
  if (event.kind === 'message') {
    const { notice, message } = event;
    return {
      type: 'notification',
      notification_type: 'message',
      message: notice.text,
      timestamp: notice.created_at,
      data: {
        id: notice.id,
        actor: message.sender_username,
        username: message.sender_username,
        user_id: message.sender_id,
        uniquecode: message.uniquecode,
        message_text: message.message,
      },
    };
  }
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
 * Publishes a frame after the act it tells of is committed. The act stands even when the hub is down (it is
 * stored, listed and read on the next load), so a failure is logged, never thrown at the request or socket.
 */
export async function publishLive({ hub, log }: LiveDeps, channel: HubChannel, frame: ServerSocketMessage): Promise<void> {
  try {
    await hub.publish(channel, frame);
  } catch (error) {
    log.warn({ err: error, channel }, 'live frame not published');
  }
}

/** Tells the recipient's notification sockets about a recorded notification. */
export function publishNotification(deps: LiveDeps, event: LiveNotification): Promise<void> {
  return publishLive(deps, userChannel(event.recipientId), notificationFrame(event));
}

/** Tells the viewers of a post about a like, an unlike or a comment on it. */
export function publishPostActivity(deps: LiveDeps, postId: number, frame: Extract<ServerSocketMessage, { type: 'like' | 'comment' }>): Promise<void> {
  return publishLive(deps, postChannel(postId), frame);
}
