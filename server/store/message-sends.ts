import type BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { ChatMessage } from '../../src/contract';
import type { Clock } from '../clock';
import type { ChatRoomRow } from './chatRooms.store';
import { preparedOnSqlite } from './precompiled';
import { messageByFreshTempIdOnSqlite, releaseStaleTempIdOnSqlite } from './temp-id-window';

/** A chat message to store, from one member of the room to the other. */
export type ChatSendInput = {
  room: ChatRoomRow;
  senderId: number;
  /** The sender's username (usernames never change): the answer is built without reading the message back. */
  senderUsername: string;
  recipientId: number;
  text: string;
  messageType: 'text' | 'image';
  image?: string | null;
  tempId?: string | null;
  /** A moderator delivers a message the spam rule held: it is not checked again. */
  reviewed?: boolean;
};

/**
 * The message with the room's next seq, unless the sender already sent this temp_id there (no row then).
 * The seq is read under the write lock SQLite takes for the insert (one writer at a time).
 */
const insertNext = preparedOnSqlite(
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

const advanceRoom = preparedOnSqlite((on, [roomId, seq, now]: [number, number, string]) =>
  on.updateTable('chat_rooms').set({ last_seq: seq, last_activity: now }).where('id', '=', roomId),
);

/** The message just stored, as its sender and the peer are told of it (nothing read back). */
export function sentMessage(input: ChatSendInput, id: number, seq: number, createdAt: string): ChatMessage {
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

/**
 * SQLite, synchronously on its connection within the send's transaction: stores the room's next message, or
 * answers the message a resend's temp_id already stored (created false). PostgreSQL stores in one statement
 * instead (chatSends.store.ts).
 */
export function storeMessageOnSqlite(connection: BetterSqlite3.Database, clock: Clock, input: ChatSendInput): { message: ChatMessage; created: boolean } {
  const { room, senderId, tempId = null } = input;
  const now = clock.now().toISOString();
  const insert = () => insertNext(connection, [room.id, senderId, input.text, input.messageType, input.image ?? null, tempId, now]);
  let [inserted] = insert();
  // The temp_id is taken: by a message past the idempotency window it is freed, and the send goes through.
  if (!inserted && tempId !== null && releaseStaleTempIdOnSqlite(connection, clock, room.id, senderId, tempId)) [inserted] = insert();
  if (!inserted) {
    const existing = tempId === null ? undefined : messageByFreshTempIdOnSqlite(connection, clock, room.id, senderId, tempId);
    if (!existing) throw new Error('a message was neither stored nor found by its temp_id');
    return { message: existing, created: false };
  }
  const seq = Number(inserted.seq);
  advanceRoom(connection, [room.id, seq, now]);
  return { message: sentMessage(input, inserted.id, seq, now), created: true };
}
