import type { Kysely } from 'kysely';
import type { ChatMessage } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { messageById } from './message-records';

/** What happens to a stored message: its sender edits or deletes it, the other member reads it. */
export function messageChanges(db: Kysely<Database>, clock: Clock) {
  return {
    async edit(messageId: number, text: string): Promise<ChatMessage | undefined> {
      await db.updateTable('messages').set({ body: text, edited_at: clock.now().toISOString() }).where('id', '=', messageId).execute();
      return messageById(db, messageId);
    },

    /** Deletes the message and answers its picture's path (to remove from disk), if any. */
    async remove(messageId: number): Promise<{ image: string | null } | undefined> {
      return db.deleteFrom('messages').where('id', '=', messageId).returning('image').executeTakeFirst();
    },

    /** Marks what the other member sent as read (only `messageIds` when given); answers the ids newly marked. */
    async markRead(roomId: number, readerId: number, messageIds?: number[]): Promise<number[]> {
      if (messageIds && messageIds.length === 0) return [];
      const rows = await db
        .updateTable('messages')
        .set({ read_at: clock.now().toISOString() })
        .where('room_id', '=', roomId)
        .where('sender_id', '<>', readerId)
        .where('read_at', 'is', null)
        .$if(messageIds !== undefined, (builder) => builder.where('id', 'in', messageIds ?? []))
        .returning('id')
        .execute();
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },
  };
}
