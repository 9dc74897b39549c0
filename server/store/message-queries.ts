import { sql, type Kysely } from 'kysely';
import type { ChatMessage } from '../../src/contract';
import type { Database } from '../db/schema';
import { selectMessages, toChatMessage } from './message-records';
import { containsText } from './text-match';

export type MessagePageQuery = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  /** YYYY-MM-DD, UTC days, both included. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
};

export type MessagePage = { results: ChatMessage[]; count: number; hasNext: boolean };

export type ChatStats = { messagesSent: number; messagesReceived: number };

/** The UTC day after a YYYY-MM-DD date, as the start of an ISO timestamp. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** Reading messages: one of a room, those around a sequence number, a room's pages, a user's search and counts. */
export function messageQueries(db: Kysely<Database>) {
  /** Up to `limit` messages on one side of a sequence number, nearest first in the query and oldest first in the answer. */
  async function beside(roomId: number, side: '<' | '>', seq: number, limit: number): Promise<ChatMessage[]> {
    const rows = await selectMessages(db)
      .where('messages.room_id', '=', roomId)
      .where('messages.seq', side, seq)
      .orderBy('messages.seq', side === '>' ? 'asc' : 'desc')
      .limit(limit)
      .execute();
    const messages = rows.map(toChatMessage);
    return side === '>' ? messages : messages.reverse();
  }

  return {
    /** A message of the room, or undefined (another room's message is not found either). */
    async find(roomId: number, messageId: number): Promise<ChatMessage | undefined> {
      const row = await selectMessages(db).where('messages.room_id', '=', roomId).where('messages.id', '=', messageId).executeTakeFirst();
      return row && toChatMessage(row);
    },

    /** Messages after a sequence number, oldest first. */
    after: (roomId: number, afterSeq: number, limit: number): Promise<ChatMessage[]> => beside(roomId, '>', afterSeq, limit),

    /** The newest `limit` messages before a sequence number, oldest first (reading back through history). */
    before: (roomId: number, beforeSeq: number, limit: number): Promise<ChatMessage[]> => beside(roomId, '<', beforeSeq, limit),

    /** Page 1 holds the newest messages; each page is listed oldest first. */
    async page(roomId: number, query: MessagePageQuery): Promise<MessagePage> {
      const matching = db
        .selectFrom('messages')
        .where('room_id', '=', roomId)
        .$if(Boolean(query.search), (builder) => builder.where(containsText(sql.ref('body'), query.search ?? '')))
        .$if(Boolean(query.dateFrom), (builder) => builder.where('created_at', '>=', `${query.dateFrom}T00:00:00.000Z`))
        .$if(Boolean(query.dateTo), (builder) => builder.where('created_at', '<', dayAfter(query.dateTo ?? '')));
      const ids = await matching
        .select(['id', 'seq'])
        .orderBy('seq', 'desc')
        .limit(query.pageSize + 1)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const { count } = await matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const pageIds = ids.slice(0, query.pageSize).map((row) => row.id);
      const rows = pageIds.length
        ? await selectMessages(db).where('messages.id', 'in', pageIds).orderBy('messages.seq', 'asc').execute()
        : [];
      return { results: rows.map(toChatMessage), count: Number(count), hasNext: ids.length > query.pageSize };
    },

    /** The user's messages (sent or received) holding the text, newest first. */
    async search(userId: number, text: string, limit: number): Promise<ChatMessage[]> {
      const rows = await selectMessages(db)
        .where((eb) => eb.or([eb('chat_rooms.user_low_id', '=', userId), eb('chat_rooms.user_high_id', '=', userId)]))
        .where(containsText(sql.ref('messages.body'), text))
        .orderBy('messages.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toChatMessage);
    },

    async stats(userId: number): Promise<ChatStats> {
      const row = await db
        .selectFrom('messages')
        .innerJoin('chat_rooms', 'chat_rooms.id', 'messages.room_id')
        .where((eb) => eb.or([eb('chat_rooms.user_low_id', '=', userId), eb('chat_rooms.user_high_id', '=', userId)]))
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>(eb.case().when('messages.sender_id', '=', userId).then(1).end()).as('sent'),
        ])
        .executeTakeFirstOrThrow();
      const sent = Number(row.sent);
      return { messagesSent: sent, messagesReceived: Number(row.total) - sent };
    },
  };
}
