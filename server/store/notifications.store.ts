import type { Kysely } from 'kysely';
import { fillTemplate, NOTIFICATION_TEXTS, type NotificationKind } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** Something a user did that another user is told about. */
export type NotificationEvent = {
  kind: NotificationKind;
  recipientId: number;
  actor: { id: number; username: string };
  postId?: number | null;
  commentId?: number | null;
  chatCode?: string | null;
  /** The post title, for the texts that name it. */
  title?: string;
};

/** A recorded notification as the notifications issue lists it. */
export type NotificationItem = {
  id: number;
  kind: NotificationKind;
  text: string;
  actor: string;
  post_id: number | null;
  comment_id: number | null;
  chat_code: string | null;
  created_at: string;
  read_at: string | null;
};

/** Acts a user can repeat (unlike and like again): while the first notice is unread, no second one. */
const ONCE_WHILE_UNREAD: ReadonlySet<NotificationKind> = new Set(['like', 'follow', 'share']);

const LIST_DEFAULT_LIMIT = 100;

/**
 * Notifications of likes, comments, replies, follows, shares (and messages, from the chat issue).
 * `record` runs on whatever the store is bound to: call it inside the transaction of the act it reports.
 */
export function notificationsStore(db: Kysely<Database>, clock: Clock) {
  async function unreadTwinExists(event: NotificationEvent): Promise<boolean> {
    const postId = event.postId ?? null;
    const row = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', event.recipientId)
      .where('actor_id', '=', event.actor.id)
      .where('kind', '=', event.kind)
      .where('read_at', 'is', null)
      .$if(postId === null, (query) => query.where('post_id', 'is', null))
      .$if(postId !== null, (query) => query.where('post_id', '=', postId))
      .executeTakeFirst();
    return Boolean(row);
  }

  return {
    /** Records the event unless the actor is the recipient or an unread twin exists; true when recorded. */
    async record(event: NotificationEvent): Promise<boolean> {
      if (event.recipientId === event.actor.id) return false;
      if (ONCE_WHILE_UNREAD.has(event.kind) && (await unreadTwinExists(event))) return false;
      const text = fillTemplate(NOTIFICATION_TEXTS[event.kind], { actor: event.actor.username, title: event.title ?? '' });
      await db
        .insertInto('notifications')
        .values({
          user_id: event.recipientId,
          actor_id: event.actor.id,
          kind: event.kind,
          post_id: event.postId ?? null,
          comment_id: event.commentId ?? null,
          chat_code: event.chatCode ?? null,
          text,
          created_at: clock.now().toISOString(),
        })
        .execute();
      return true;
    },

    /** A user's notifications, newest first. */
    async listFor(userId: number, limit: number = LIST_DEFAULT_LIMIT): Promise<NotificationItem[]> {
      const rows = await db
        .selectFrom('notifications')
        .innerJoin('users', 'users.id', 'notifications.actor_id')
        .select([
          'notifications.id',
          'notifications.kind',
          'notifications.text',
          'users.username as actor',
          'notifications.post_id',
          'notifications.comment_id',
          'notifications.chat_code',
          'notifications.created_at',
          'notifications.read_at',
        ])
        .where('notifications.user_id', '=', userId)
        .orderBy('notifications.id', 'desc')
        .limit(limit)
        .execute();
      return rows;
    },
  };
}

export type NotificationsStore = ReturnType<typeof notificationsStore>;
