import type { Kysely } from 'kysely';
import { fillTemplate, NOTIFICATION_TEXTS, type NotificationKind } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** What a user does to another's post or to them, besides messaging them (message-notices.ts); saved-search alerts are server/alerts/saved-search-alerts.ts's. */
export type ActivityKind = Exclude<NotificationKind, 'message' | 'saved_search' | PostLifeKind>;
/** Price drops and expiry notices (issue 16): server/alerts writes them whole. */
type PostLifeKind = 'price_drop' | 'post_expiring' | 'post_expired';

/** Something a user did that another user is told about. */
export type NotificationEvent = {
  kind: ActivityKind;
  recipientId: number;
  actor: { id: number; username: string };
  postId?: number | null;
  commentId?: number | null;
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

/** A notification with what the notifications page shows of its post, comment and message. */
export type NotificationDetails = NotificationItem & {
  actor_id: number;
  post_title: string | null;
  comment_text: string | null;
  message_text: string | null;
  /** A saved search's alert: the search (gone with it when deleted). */
  saved_search_id: number | null;
  saved_search_name: string | null;
  saved_search_query: string | null;
};

/**
 * Notifications of likes, comments, replies, follows and shares, and the lists of all (messages' too).
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

  /** Records the event unless the actor is the recipient or an unread twin exists; answers what was recorded. */
  async function add(event: NotificationEvent): Promise<NotificationItem | null> {
    if (event.recipientId === event.actor.id) return null;
    if (ONCE_WHILE_UNREAD.has(event.kind) && (await unreadTwinExists(event))) return null;
    const text = fillTemplate(NOTIFICATION_TEXTS[event.kind], { actor: event.actor.username, title: event.title ?? '' });
    const row = await db
      .insertInto('notifications')
      .values({
        user_id: event.recipientId,
        actor_id: event.actor.id,
        kind: event.kind,
        post_id: event.postId ?? null,
        comment_id: event.commentId ?? null,
        text,
        created_at: clock.now().toISOString(),
      })
      .returning(['id', 'kind', 'text', 'post_id', 'comment_id', 'chat_code', 'created_at', 'read_at'])
      .executeTakeFirstOrThrow();
    return { ...row, actor: event.actor.username };
  }

  return {
    add,

    /** Records the event unless the actor is the recipient or an unread twin exists; the id recorded, or null. */
    async record(event: NotificationEvent): Promise<number | null> {
      return (await add(event))?.id ?? null;
    },

    /**
     * Marks read what the user was told about: one notification (`id`), those up to an id (`upTo`), a chat's
     * messages (`chatCode`, `messageIds`), or everything. Only the user's own; answers how many were unread.
     */
    async markRead(userId: number, which: { id?: number; upTo?: number; chatCode?: string; messageIds?: number[] } = {}): Promise<number> {
      if (which.messageIds?.length === 0) return 0;
      const rows = await db
        .updateTable('notifications')
        .set({ read_at: clock.now().toISOString() })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .$if(which.id !== undefined, (query) => query.where('id', '=', which.id ?? 0))
        .$if(which.upTo !== undefined, (query) => query.where('id', '<=', which.upTo ?? 0))
        .$if(which.chatCode !== undefined, (query) => query.where('kind', '=', 'message').where('chat_code', '=', which.chatCode ?? ''))
        .$if(which.messageIds !== undefined, (query) => query.where('message_id', 'in', which.messageIds ?? []))
        .returning('id')
        .execute();
      return rows.length;
    },

    /** Whether the notification is the user's (read or not). */
    async belongsTo(userId: number, id: number): Promise<boolean> {
      const row = await db.selectFrom('notifications').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Boolean(row);
    },

    /** How many of the user's notifications are unread. */
    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('unread'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.unread ?? 0);
    },

    /** A page of the user's notifications, newest first, older than the id `before` when given. */
    async pageFor(userId: number, options: { before?: number | undefined; limit: number }): Promise<NotificationDetails[]> {
      const rows = await db
        .selectFrom('notifications')
        .innerJoin('users', 'users.id', 'notifications.actor_id')
        .leftJoin('posts', 'posts.id', 'notifications.post_id')
        .leftJoin('comments', 'comments.id', 'notifications.comment_id')
        .leftJoin('messages', 'messages.id', 'notifications.message_id')
        .leftJoin('saved_searches', 'saved_searches.id', 'notifications.saved_search_id')
        .select([
          'notifications.id',
          'notifications.kind',
          'notifications.text',
          'users.username as actor',
          'users.id as actor_id',
          'notifications.post_id',
          'notifications.comment_id',
          'notifications.chat_code',
          'notifications.created_at',
          'notifications.read_at',
          'posts.title as post_title',
          'comments.body as comment_text',
          'messages.body as message_text',
          'notifications.saved_search_id',
          'saved_searches.name as saved_search_name',
          'saved_searches.query as saved_search_query',
        ])
        .where('notifications.user_id', '=', userId)
        .$if(options.before !== undefined, (query) => query.where('notifications.id', '<', options.before ?? 0))
        .orderBy('notifications.id', 'desc')
        .limit(options.limit)
        .execute();
      return rows;
    },
  };
}

export type NotificationsStore = ReturnType<typeof notificationsStore>;
