import { sql, type Kysely } from 'kysely';
import type { ChatMessage } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { ChatRoomRow } from './chatRooms.store';
import { precompiled, sqlDialect } from './precompiled';
import { releaseStaleTempId, tempIdFreshSince } from './temp-id-window';
import { containsText } from './text-match';

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

/** Reactions of a message: each reaction with the usernames that gave it, in the order they did. */
export type Reactions = Record<string, string[]>;

/** The UTC day after a YYYY-MM-DD date, as the start of an ISO timestamp. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

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

/**
 * Messages of the chat rooms. `send` numbers a room's messages without gaps or repeats (the room row is
 * locked while the next number is taken) and is idempotent on the sender's temp_id.
 */
export function messagesStore(db: Kysely<Database>, clock: Clock) {
  function selectMessages(on: Kysely<Database> = db) {
    return on
      .selectFrom('messages')
      .innerJoin('users', 'users.id', 'messages.sender_id')
      .innerJoin('chat_rooms', 'chat_rooms.id', 'messages.room_id')
      .select([
        'messages.id',
        'messages.body',
        'messages.sender_id',
        'users.username as sender_username',
        'chat_rooms.uniquecode',
        'messages.created_at',
        'messages.message_type',
        'messages.image',
        'messages.file',
        'messages.file_name',
        'messages.temp_id',
        'messages.seq',
        'messages.read_at',
      ]);
  }
  type MessageRecord = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

  const toChatMessage = (row: MessageRecord): ChatMessage => ({
    id: row.id,
    message: row.body,
    sender: row.sender_id,
    sender_id: row.sender_id,
    sender_username: row.sender_username,
    uniquecode: row.uniquecode,
    created_at: row.created_at,
    message_type: row.message_type,
    image: row.image,
    file: row.file,
    file_name: row.file_name,
    temp_id: row.temp_id,
    seq: Number(row.seq),
    is_read: row.read_at !== null,
  });

  /** Runs in the caller's transaction when the store is bound to one, else in a new one. */
  function inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return db.isTransaction ? work(db) : db.transaction().execute(work);
  }

  /** Up to `limit` messages on one side of a sequence number, nearest first in the query and oldest first in the answer. */
  async function beside(roomId: number, side: '<' | '>', seq: number, limit: number): Promise<ChatMessage[]> {
    const rows = await selectMessages()
      .where('messages.room_id', '=', roomId)
      .where('messages.seq', side, seq)
      .orderBy('messages.seq', side === '>' ? 'asc' : 'desc')
      .limit(limit)
      .execute();
    const messages = rows.map(toChatMessage);
    return side === '>' ? messages : messages.reverse();
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

  async function byId(id: number, on: Kysely<Database> = db): Promise<ChatMessage | undefined> {
    const row = await selectMessages(on).where('messages.id', '=', id).executeTakeFirst();
    return row && toChatMessage(row);
  }

  return {
    async send(input: SendMessageInput): Promise<{ message: ChatMessage; created: boolean }> {
      return inTransaction(async (trx) => {
        const { room, senderId, tempId = null } = input;
        // SQLite runs one transaction at a time; on PostgreSQL a resend racing its original waits here, then finds it.
        if (sqlDialect(trx) === 'postgres') await lockRoom(trx, [room.id]);
        const now = clock.now().toISOString();
        const image = input.image ?? null;
        const insert = () => insertNext(trx, [room.id, senderId, input.text, input.messageType, image, tempId, now]);
        let [inserted] = await insert();
        // The temp_id is taken: by a message past the idempotency window it is freed, and the send goes through.
        if (!inserted && tempId !== null && (await releaseStaleTempId(trx, clock, room.id, senderId, tempId))) [inserted] = await insert();
        if (!inserted) {
          const existing = tempId === null ? undefined : await byTempId(trx, room.id, senderId, tempId);
          if (!existing) throw new Error('a message was neither stored nor found by its temp_id');
          return { message: existing, created: false };
        }
        const seq = Number(inserted.seq);
        await advanceRoom(trx, [room.id, seq, now]);
        const { senderUsername } = input;
        if (senderUsername !== undefined) return { message: sentMessage({ ...input, senderUsername }, inserted.id, seq, now), created: true };
        const message = await byId(inserted.id, trx);
        if (!message) throw new Error('a message vanished inside its own transaction');
        return { message, created: true };
      });
    },

    /** The message the sender sent under this temp_id within the idempotency window (temp-id-window.ts), if any. */
    findByTempId(roomId: number, senderId: number, tempId: string): Promise<ChatMessage | undefined> {
      return byTempId(db, roomId, senderId, tempId);
    },

    /** A message of the room, or undefined (another room's message is not found either). */
    async find(roomId: number, messageId: number): Promise<ChatMessage | undefined> {
      const row = await selectMessages().where('messages.room_id', '=', roomId).where('messages.id', '=', messageId).executeTakeFirst();
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
        ? await selectMessages().where('messages.id', 'in', pageIds).orderBy('messages.seq', 'asc').execute()
        : [];
      return { results: rows.map(toChatMessage), count: Number(count), hasNext: ids.length > query.pageSize };
    },

    async edit(messageId: number, text: string): Promise<ChatMessage | undefined> {
      await db.updateTable('messages').set({ body: text, edited_at: clock.now().toISOString() }).where('id', '=', messageId).execute();
      return byId(messageId);
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

    async reactionsOf(messageId: number): Promise<Reactions> {
      const rows = await db
        .selectFrom('message_reactions')
        .innerJoin('users', 'users.id', 'message_reactions.user_id')
        .select(['message_reactions.reaction', 'users.username'])
        .where('message_reactions.message_id', '=', messageId)
        .orderBy('message_reactions.created_at')
        .orderBy('users.username')
        .execute();
      const reactions: Reactions = {};
      for (const row of rows) (reactions[row.reaction] ??= []).push(row.username);
      return reactions;
    },

    /** Adds the user's reaction, or takes it back when they had given it. */
    async toggleReaction(messageId: number, userId: number, reaction: string): Promise<void> {
      const removed = await db
        .deleteFrom('message_reactions')
        .where('message_id', '=', messageId)
        .where('user_id', '=', userId)
        .where('reaction', '=', reaction)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) return;
      await db
        .insertInto('message_reactions')
        .values({ message_id: messageId, user_id: userId, reaction, created_at: clock.now().toISOString() })
        .onConflict((conflict) => conflict.columns(['message_id', 'user_id', 'reaction']).doNothing())
        .execute();
    },

    /** The user's messages (sent or received) holding the text, newest first. */
    async search(userId: number, text: string, limit: number): Promise<ChatMessage[]> {
      const rows = await selectMessages()
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

export type MessagesStore = ReturnType<typeof messagesStore>;
