import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { DURATIONS, type ChatMessage } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { selectMessages, toChatMessage } from './message-records';
import { preparedOnSqlite } from './precompiled';

/**
 * A sender's temp_id makes a resend idempotent for DURATIONS.chatTempIdWindow (24 hours): within it the
 * resend answers the stored message. After it the same temp_id is a new message (a client that reuses its
 * ids, or one back after a day offline, is not answered with an old message for ever).
 */

/** The oldest created_at a message may have and still answer a resend of its temp_id. */
export function tempIdFreshSince(clock: Clock): string {
  return new Date(clock.now().getTime() - DURATIONS.chatTempIdWindow).toISOString();
}

/** Room, sender, temp_id and the window's start. */
type TempIdKey = [roomId: number, senderId: number, tempId: string, freshSince: string];

/** Frees the temp_id of a message past the window: that message stays as it is, without its temp_id. */
const releaseStale = (on: Kysely<Database>, [roomId, senderId, tempId, freshSince]: TempIdKey) =>
  on
    .updateTable('messages')
    .set({ temp_id: null })
    .where('room_id', '=', roomId)
    .where('sender_id', '=', senderId)
    .where('temp_id', '=', tempId)
    .where('created_at', '<', freshSince)
    .returning('id');

const freshByTempId = (on: Kysely<Database>, [roomId, senderId, tempId, freshSince]: TempIdKey) =>
  selectMessages(on)
    .where('messages.room_id', '=', roomId)
    .where('messages.sender_id', '=', senderId)
    .where('messages.temp_id', '=', tempId)
    .where('messages.created_at', '>=', freshSince);

const releaseStaleOnSqlite = preparedOnSqlite(releaseStale);
const freshByTempIdOnSqlite = preparedOnSqlite(freshByTempId);

/**
 * Frees the sender's temp_id in the room when the message holding it is older than the window, so the unique
 * (room, sender, temp_id) index takes the new one. True when one was freed (the send should be tried again).
 */
export async function releaseStaleTempId(on: Kysely<Database>, clock: Clock, roomId: number, senderId: number, tempId: string): Promise<boolean> {
  const released = await releaseStale(on, [roomId, senderId, tempId, tempIdFreshSince(clock)]).execute();
  return released.length > 0;
}

/** The message the sender sent under this temp_id in the room within the window, if any. */
export async function messageByFreshTempId(on: Kysely<Database>, clock: Clock, roomId: number, senderId: number, tempId: string): Promise<ChatMessage | undefined> {
  const row = await freshByTempId(on, [roomId, senderId, tempId, tempIdFreshSince(clock)]).executeTakeFirst();
  return row && toChatMessage(row);
}

/** `releaseStaleTempId` run synchronously on SQLite's connection, within the send's transaction. */
export function releaseStaleTempIdOnSqlite(connection: BetterSqlite3.Database, clock: Clock, roomId: number, senderId: number, tempId: string): boolean {
  return releaseStaleOnSqlite(connection, [roomId, senderId, tempId, tempIdFreshSince(clock)]).length > 0;
}

/** `messageByFreshTempId` run synchronously on SQLite's connection, within the send's transaction. */
export function messageByFreshTempIdOnSqlite(connection: BetterSqlite3.Database, clock: Clock, roomId: number, senderId: number, tempId: string): ChatMessage | undefined {
  const [row] = freshByTempIdOnSqlite(connection, [roomId, senderId, tempId, tempIdFreshSince(clock)]);
  return row && toChatMessage(row);
}
