import { sql, type Kysely } from 'kysely';
import type { ChatMessage } from '../../src/contract';
import type { Clock } from '../clock';
import { sqliteConnectionOf, type DialectName } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { keepPrepared } from '../db/named-statements';
import type { Database } from '../db/schema';
import { MessagesBlocked } from './blocks.store';
import { sendOnSqlite } from './chat-send-sqlite';
import { groupCommit } from './group-commit';
import { insertMessageNotice, messageNotice, noticeValuesOf } from './message-notices';
import { sentMessage, type ChatSendInput } from './message-sends';
import type { NotificationItem } from './notifications.store';
import { heldIdOf, repeatCheckOf, repeatCtes, ROOMS_BEFORE_HOLD } from './repeated-texts';
import { messageByFreshTempId, releaseStaleTempId } from './temp-id-window';

export type { ChatSendInput } from './message-sends';

/**
 * The message, whether this call stored it (false for a resend), the recipient's notification if any and whether
 * they subscribed a browser to pushes; or, held by the spam rule (repeated-texts.ts), the id it waits under for a
 * moderator, undelivered.
 */
export type ChatSend = { held: false; message: ChatMessage; created: boolean; notice: NotificationItem | null; pushable: boolean } | { held: true; heldId: number };

type StoredRow = { id: number | null; seq: number | null; notice_id: number | null; pushable: boolean | null; held_id: number | null; prior_rooms: number | string; blocked_as: number | null };

/**
 * A chat message and the 'message' notification of the other member (none when they muted the room), stored
 * all or nothing; the room's messages are numbered 1..n without gap or repeat, and a resend of a temp_id
 * answers the stored message. On PostgreSQL that is one statement (a data-modifying WITH): the room's row
 * lock numbers the message, no block between the members lets it through (a block made meanwhile cannot slip
 * between a check and the send), and a message costs one round trip instead of seven, which saturated the app
 * under the chat benchmark. SQLite has no data-modifying WITH: there the statements run synchronously in one
 * transaction, shared with the messages that arrive meanwhile (chat-send-sqlite.ts, group-commit.ts), the block
 * check with them. The spam rule's lookup and its note of the text ride in the same statement or transaction.
 */
export function chatSendsStore(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const connection = () => {
    const found = sqliteConnectionOf(db);
    if (!found) throw new Error('chat sends on SQLite need a database opened by openDatabase');
    return found;
  };
  const runShared = groupCommit(db, connection);

  async function inOneStatement(input: ChatSendInput): Promise<ChatSend> {
    const now = clock.now().toISOString();
    const { room, senderId } = input;
    try {
      const { recipientId } = input;
      const allowed = sql<boolean>`not exists (select 1 from blocks_between)`;
      const statement = sql<StoredRow>`
        with blocks_between as (
          select blocker_id from blocks
          where (blocker_id = ${senderId} and blocked_id = ${recipientId}) or (blocker_id = ${recipientId} and blocked_id = ${senderId})
        ), ${repeatCtes(input, repeatCheckOf(input, clock.now()), now, allowed)}, room as (
          update chat_rooms set last_seq = last_seq + 1, last_activity = ${now}
          where id = ${room.id} and (select rooms from prior) < ${ROOMS_BEFORE_HOLD} and ${allowed} returning last_seq
        ), message as (
          insert into messages (room_id, sender_id, seq, body, message_type, image, temp_id, created_at)
          select cast(${room.id} as integer), cast(${senderId} as integer), room.last_seq, ${input.text}, ${input.messageType},
            cast(${input.image ?? null} as text), cast(${input.tempId ?? null} as text), ${now}
          from room
          returning id, seq
        ), notice as (${insertMessageNotice(noticeValuesOf(input, now), sql.ref('message.id'), sql`from message`)})
        select message.id, message.seq, notice.id as notice_id, notice.pushable, (select id from held) as held_id, (select rooms from prior) as prior_rooms,
          (select min(case when blocker_id = ${senderId} then 0 else 1 end) from blocks_between) as blocked_as
        from (select 1) as one left join message on true left join notice on true
      `.compile(db);
      // Its text is the same for every message: kept parsed on each connection, not parsed and planned per message.
      keepPrepared(statement.sql);
      const { rows } = await db.executeQuery(statement);
      const [stored] = rows;
      if (stored && stored.blocked_as !== null) throw new MessagesBlocked(stored.blocked_as === 0 ? 'blocker' : 'blocked');
      if (stored && Number(stored.prior_rooms) >= ROOMS_BEFORE_HOLD) return { held: true, heldId: stored.held_id ?? (await heldIdOf(db, input)) };
      if (!stored || stored.id === null) throw new Error(`chat room ${room.id} is gone`);
      return {
        held: false,
        message: sentMessage(input, stored.id, Number(stored.seq), now),
        created: true,
        notice: stored.notice_id === null ? null : messageNotice(input, stored.notice_id, now),
        pushable: stored.pushable === true,
      };
    } catch (error) {
      if (!isUniqueViolation(error) || !input.tempId) throw error;
      // The same temp_id again: the whole statement rolled back. Past the idempotency window the temp_id is freed
      // and the message sent anew (once: the temp_id then belongs to a fresh message); within it the first answers.
      if (await releaseStaleTempId(db, clock, room.id, senderId, input.tempId)) return inOneStatement(input);
      const existing = await messageByFreshTempId(db, clock, room.id, senderId, input.tempId);
      if (existing) return { held: false, message: existing, created: false, notice: null, pushable: false };
      throw error;
    }
  }

  return {
    /** Throws MessagesBlocked when either member blocked the other. */
    send: (input: ChatSendInput): Promise<ChatSend> => (dialect === 'postgres' ? inOneStatement(input) : runShared(() => sendOnSqlite(connection(), clock, input))),
    /** Messages waiting for their shared commit (SQLite; none on PostgreSQL, where each is one statement). */
    queued: (): number => runShared.queued(),
  };
}

export type ChatSendsStore = ReturnType<typeof chatSendsStore>;
