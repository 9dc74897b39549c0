import { sql, type Kysely } from 'kysely';
import type { ChatMessage } from '../../src/contract';
import type { Clock } from '../clock';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import type { ChatRoomRow } from './chatRooms.store';
import { messageById, selectMessages, toChatMessage } from './message-records';
import { precompiled } from './precompiled';
import { releaseStaleTempId, tempIdFreshSince } from './temp-id-window';

export type SendMessageInput = {
  room: ChatRoomRow;
  senderId: number;
  /** The sender's username (usernames never change): the answer is built without reading the message back. */
  senderUsername?: string;
  text: string;
  messageType: 'text' | 'image';
  image?: string | null;
  tempId?: string | null;
};

/** PostgreSQL: the room row, locked until the transaction ends (the lock an update of it would take). */
const lockRoom = precompiled((on, [roomId]: [number]) => on.selectFrom('chat_rooms').select('id').where('id', '=', roomId).forNoKeyUpdate());

/**
 * The message with the room's next seq, unless the sender already sent this temp_id there (no row then).
 * The seq is read under the write lock SQLite takes for the insert, or the room lock PostgreSQL holds.
 */
const insertNext = precompiled(
  (on, [roomId, senderId, body, messageType, image, tempId, createdAt]: [number, number, string, 'text' | 'image', string | null, string | null, string]) =>
    on
      .insertInto('messages')
      .values((eb) => ({
        room_id: roomId,
        sender_id: senderId,
        seq: eb.selectFrom('chat_rooms').select(sql<number>`last_seq + 1`.as('next')).where('id', '=', roomId),
        body,
        message_type: messageType,
        image,
        temp_id: tempId,
        created_at: createdAt,
      }))
      .onConflict((conflict) => conflict.columns(['room_id', 'sender_id', 'temp_id']).where('temp_id', 'is not', null).doNothing())
      .returning(['id', 'seq']),
);

const advanceRoom = precompiled((on, [roomId, seq, now]: [number, number, string]) =>
  on.updateTable('chat_rooms').set({ last_seq: seq, last_activity: now }).where('id', '=', roomId),
);

/** The message just stored, as its sender and the peer are told of it (nothing read back). */
export function sentMessage(input: SendMessageInput & { senderUsername: string }, id: number, seq: number, createdAt: string): ChatMessage {
  return {
    id,
    message: input.text,
    sender: input.senderId,
    sender_id: input.senderId,
    sender_username: input.senderUsername,
    uniquecode: input.room.uniquecode,
    created_at: createdAt,
    message_type: input.messageType,
    image: input.image ?? null,
    file: null,
    file_name: null,
    temp_id: input.tempId ?? null,
    seq,
    is_read: false,
  };
}

/** Storing a room's next message, and finding the one a sender's temp_id already stored. */
export function messageSends(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const [lockRoomOn, insertNextOn, advanceRoomOn] = [lockRoom(dialect), insertNext(dialect), advanceRoom(dialect)];

  /** Runs in the caller's transaction when the store is bound to one, else in a new one. */
  function inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return db.isTransaction ? work(db) : db.transaction().execute(work);
  }

  async function byTempId(on: Kysely<Database>, roomId: number, senderId: number, tempId: string): Promise<ChatMessage | undefined> {
    const row = await selectMessages(on)
      .where('messages.room_id', '=', roomId)
      .where('messages.sender_id', '=', senderId)
      .where('messages.temp_id', '=', tempId)
      .where('messages.created_at', '>=', tempIdFreshSince(clock))
      .executeTakeFirst();
    return row && toChatMessage(row);
  }

  return {
    async send(input: SendMessageInput): Promise<{ message: ChatMessage; created: boolean }> {
      return inTransaction(async (trx) => {
        const { room, senderId, tempId = null } = input;
        // SQLite runs one transaction at a time; on PostgreSQL a resend racing its original waits here, then finds it.
        if (dialect === 'postgres') await lockRoomOn(trx, [room.id]);
        const now = clock.now().toISOString();
        const image = input.image ?? null;
        const insert = () => insertNextOn(trx, [room.id, senderId, input.text, input.messageType, image, tempId, now]);
        let [inserted] = await insert();
        // The temp_id is taken: by a message past the idempotency window it is freed, and the send goes through.
        if (!inserted && tempId !== null && (await releaseStaleTempId(trx, clock, room.id, senderId, tempId))) [inserted] = await insert();
        if (!inserted) {
          const existing = tempId === null ? undefined : await byTempId(trx, room.id, senderId, tempId);
          if (!existing) throw new Error('a message was neither stored nor found by its temp_id');
          return { message: existing, created: false };
        }
        const seq = Number(inserted.seq);
        await advanceRoomOn(trx, [room.id, seq, now]);
        const { senderUsername } = input;
        if (senderUsername !== undefined) return { message: sentMessage({ ...input, senderUsername }, inserted.id, seq, now), created: true };
        const message = await messageById(trx, inserted.id);
        if (!message) throw new Error('a message vanished inside its own transaction');
        return { message, created: true };
      });
    },

    /** The message the sender sent under this temp_id within the idempotency window (temp-id-window.ts), if any. */
    findByTempId(roomId: number, senderId: number, tempId: string): Promise<ChatMessage | undefined> {
      return byTempId(db, roomId, senderId, tempId);
    },
  };
}
