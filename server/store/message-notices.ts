import { sql, type RawBuilder } from 'kysely';
import { fillTemplate, NOTIFICATION_TEXTS } from '../../src/contract';
import type { ChatSendInput } from './message-sends';
import type { NotificationItem } from './notifications.store';

/**
 * The 'message' notification of a chat message's recipient, unless they muted the room: its text, the mute
 * check and its insert are written here only, for both ways a message is stored (chatSends.store.ts).
 */

/** The notification as the recipient's list shows it, once recorded with this id. */
export function messageNotice(input: ChatSendInput, id: number, createdAt: string): NotificationItem {
  return {
    id,
    kind: 'message',
    text: fillTemplate(NOTIFICATION_TEXTS.message, { actor: input.senderUsername }),
    actor: input.senderUsername,
    post_id: null,
    comment_id: null,
    chat_code: input.room.uniquecode,
    created_at: createdAt,
    read_at: null,
  };
}

/** What the notification's insert is given: the values of the send, or a compiled statement's stand-ins for them. */
export type NoticeValues = { recipientId: number; senderId: number; roomId: number; chatCode: string; text: string; createdAt: string };

export function noticeValuesOf(input: ChatSendInput, createdAt: string): NoticeValues {
  const { room, senderId, recipientId } = input;
  return { recipientId, senderId, roomId: room.id, chatCode: room.uniquecode, text: messageNotice(input, 0, createdAt).text, createdAt };
}

/**
 * Records the notification of the message `messageId` names (a value, or a column of `from`), unless the
 * recipient muted the room; returns its id and whether the recipient subscribed any browser to pushes (only
 * then is the push sender asked: every message would otherwise cost it a read), or no row.
 */
export function insertMessageNotice(values: NoticeValues, messageId: RawBuilder<number>, from: RawBuilder<unknown> = sql``) {
  const { recipientId, senderId, roomId, chatCode, text, createdAt } = values;
  return sql<{ id: number; pushable: boolean | number }>`
    insert into notifications (user_id, actor_id, kind, chat_code, message_id, text, created_at)
    select cast(${recipientId} as integer), cast(${senderId} as integer), 'message', ${chatCode}, ${messageId}, ${text}, ${createdAt}
    ${from}
    where not exists (
      select 1 from chat_room_members where room_id = ${roomId} and user_id = ${recipientId} and is_muted = 1
    )
    returning id, exists (select 1 from push_subscriptions where user_id = ${recipientId}) as pushable`;
}
