import { sql, type Kysely } from 'kysely';
import { fillTemplate, NOTIFICATION_TEXTS, type ChatMessage } from '../../src/contract';
import type { Clock } from '../clock';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import type { RunInTransaction } from './group-commit';
import type { AreaStores } from './index';
import { messagesStore, sentMessage, type SendMessageInput } from './messages.store';
import type { NotificationItem } from './notifications.store';
import { releaseStaleTempId } from './temp-id-window';

export type ChatSendInput = SendMessageInput & { senderUsername: string; recipientId: number };

/** The message, whether this call stored it (false for a resend), and the recipient's notification if any. */
export type ChatSend = { message: ChatMessage; created: boolean; notice: NotificationItem | null };

type StoredRow = { id: number; seq: number; notice_id: number | null };

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

/**
 * A chat message and the 'message' notification of the other member (none when they muted the room), stored
 * all or nothing; a resend of a temp_id answers the stored message. On PostgreSQL that is one statement (a
 * data-modifying WITH): the room's row lock numbers the message, and a message costs one round trip instead
 * of seven, which saturated the app under the chat benchmark. SQLite has no data-modifying WITH: there the
 * stores run in one transaction, shared with the messages that arrive meanwhile (group-commit.ts).
 */
export function chatSendsStore(db: Kysely<Database>, dialect: DialectName, clock: Clock, runShared: RunInTransaction<AreaStores>) {
  const messages = messagesStore(db, dialect, clock);
  const noticeOf = (input: ChatSendInput, id: number, createdAt: string): NotificationItem => ({
    id,
    kind: 'message',
    text: fillTemplate(NOTIFICATION_TEXTS.message, { actor: input.senderUsername }),
    actor: input.senderUsername,
    post_id: null,
    comment_id: null,
    chat_code: input.room.uniquecode,
    created_at: createdAt,
    read_at: null,
  });

  async function inOneStatement(input: ChatSendInput): Promise<ChatSend> {
    const now = clock.now().toISOString();
    const { room, senderId, recipientId } = input;
    const notice = noticeOf(input, 0, now);
    try {
      const { rows } = await sql<StoredRow>`
        with room as (
          update chat_rooms set last_seq = last_seq + 1, last_activity = ${now} where id = ${room.id} returning last_seq
        ), message as (
          insert into messages (room_id, sender_id, seq, body, message_type, image, temp_id, created_at)
          select cast(${room.id} as integer), cast(${senderId} as integer), room.last_seq, ${input.text}, ${input.messageType},
            cast(${input.image ?? null} as text), cast(${input.tempId ?? null} as text), ${now}
          from room
          returning id, seq
        ), notice as (
          insert into notifications (user_id, actor_id, kind, chat_code, message_id, text, created_at)
          select cast(${recipientId} as integer), cast(${senderId} as integer), 'message', ${room.uniquecode}, message.id, ${notice.text}, ${now}
          from message
          where not exists (
            select 1 from chat_room_members where room_id = ${room.id} and user_id = ${recipientId} and is_muted = 1
          )
          returning id
        )
        select message.id, message.seq, notice.id as notice_id from message left join notice on true
      `.execute(db);
      const [stored] = rows;
      if (!stored) throw new Error(`chat room ${room.id} is gone`);
      return {
        message: sentMessage(input, stored.id, Number(stored.seq), now),
        created: true,
        notice: stored.notice_id === null ? null : { ...notice, id: stored.notice_id },
      };
    } catch (error) {
      if (!isUniqueViolation(error) || !input.tempId) throw error;
      // The same temp_id again: the whole statement rolled back. Past the idempotency window the temp_id is freed
      // and the message sent anew (once: the temp_id then belongs to a fresh message); within it the first answers.
      if (await releaseStaleTempId(db, clock, room.id, senderId, input.tempId)) return inOneStatement(input);
      const existing = await resent(input, input.tempId);
      if (existing) return existing;
      throw error;
    }
  }

  async function resent(input: ChatSendInput, tempId: string): Promise<ChatSend | undefined> {
    const message = await messages.findByTempId(input.room.id, input.senderId, tempId);
    return message && { message, created: false, notice: null };
  }

  function inSharedTransaction(input: ChatSendInput): Promise<ChatSend> {
    return runShared(async (trx) => {
      const sent = await trx.messages.send(input);
      if (!sent.created || (await trx.chatRooms.settingsOf(input.room.id, input.recipientId)).isMuted) return { ...sent, notice: null };
      const notice = await trx.notifications.add({
        kind: 'message',
        recipientId: input.recipientId,
        actor: { id: input.senderId, username: input.senderUsername },
        chatCode: input.room.uniquecode,
        messageId: sent.message.id,
      });
      return { ...sent, notice };
    });
  }

  return {
    send: (input: ChatSendInput): Promise<ChatSend> => (dialect === 'postgres' ? inOneStatement(input) : inSharedTransaction(input)),
  };
}

export type ChatSendsStore = ReturnType<typeof chatSendsStore>;
