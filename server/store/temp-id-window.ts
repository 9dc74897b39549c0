import type { Kysely } from 'kysely';
import { DURATIONS, type ChatMessage } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { selectMessages, toChatMessage } from './message-records';

/**
 * A sender's temp_id makes a resend idempotent for DURATIONS.chatTempIdWindow (24 hours): within it the
 * resend answers the stored message. After it the same temp_id is a new message (a client that reuses its
 * ids, or one back after a day offline, is not answered with an old message for ever).
 */

/** The oldest created_at a message may have and still answer a resend of its temp_id. */
export function tempIdFreshSince(clock: Clock): string {
  return new Date(clock.now().getTime() - DURATIONS.chatTempIdWindow).toISOString();
}

/**
 * Frees the sender's temp_id in the room when the message holding it is older than the window: that message
 * stays as it is, without its temp_id, so the unique (room, sender, temp_id) index takes the new one.
 * True when one was freed (the send should be tried again).
 */
export async function releaseStaleTempId(on: Kysely<Database>, clock: Clock, roomId: number, senderId: number, tempId: string): Promise<boolean> {
  const result = await on
    .updateTable('messages')
    .set({ temp_id: null })
    .where('room_id', '=', roomId)
    .where('sender_id', '=', senderId)
    .where('temp_id', '=', tempId)
    .where('created_at', '<', tempIdFreshSince(clock))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The message the sender sent under this temp_id in the room within the window, if any. */
export async function messageByFreshTempId(on: Kysely<Database>, clock: Clock, roomId: number, senderId: number, tempId: string): Promise<ChatMessage | undefined> {
  const row = await selectMessages(on)
    .where('messages.room_id', '=', roomId)
    .where('messages.sender_id', '=', senderId)
    .where('messages.temp_id', '=', tempId)
    .where('messages.created_at', '>=', tempIdFreshSince(clock))
    .executeTakeFirst();
  return row && toChatMessage(row);
}
