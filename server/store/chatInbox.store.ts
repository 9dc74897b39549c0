import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ChatRoomFilter } from '../../src/contract';
import type { Database } from '../db/schema';
import { containsText } from './text-match';

export type InboxQuery = {
  page: number;
  pageSize: number;
  type: ChatRoomFilter;
  search?: string | undefined;
};

/** A room as its member sees it in the inbox: the other user, the last message and the unread count. */
export type InboxRoom = {
  id: number;
  uniquecode: string;
  user_low_id: number;
  user_high_id: number;
  created_at: string;
  last_activity: string;
  last_seq: number;
  other_id: number;
  other_username: string;
  other_first_name: string;
  other_last_name: string;
  other_profileimg: string;
  other_marketname: string | null;
  is_muted: boolean;
  is_archived: boolean;
  unread_count: number;
  last_message: {
    body: string;
    sender_id: number;
    created_at: string;
    message_type: 'text' | 'image';
    image: string | null;
  } | null;
};

type RoomScope = ExpressionBuilder<Database, 'chat_rooms'>;

/**
 * The inbox: a member's rooms with the other user, the last message (the highest sequence still stored) and
 * how many of the other user's messages are unread, most recent activity first (a room with no message yet only
 * in its opener's); filtered by read state and by
 * the other user's username, names or market name, or the last message's text (what the inbox row shows).
 */
export function chatInboxStore(db: Kysely<Database>) {
  const isMemberOf = (userId: number) => (eb: RoomScope) =>
    eb.or([eb('chat_rooms.user_low_id', '=', userId), eb('chat_rooms.user_high_id', '=', userId)]);

  /** A room without a message yet is its opener's alone: the other member is not shown an empty conversation. */
  const isListedFor = (userId: number) => (eb: RoomScope) =>
    eb.and([isMemberOf(userId)(eb), eb.or([eb('chat_rooms.last_seq', '>', 0), eb('chat_rooms.opened_by', '=', userId)])]);

  const unreadIn = (userId: number) => (eb: RoomScope) =>
    eb
      .selectFrom('messages as unread')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('unread.room_id', '=', 'chat_rooms.id')
      .where('unread.sender_id', '<>', userId)
      .where('unread.read_at', 'is', null);

  function roomsOf(userId: number) {
    return db
      .selectFrom('chat_rooms')
      .innerJoin('users as other', (join) =>
        join.on(
          sql<boolean>`other.id = case when chat_rooms.user_low_id = ${userId} then chat_rooms.user_high_id else chat_rooms.user_low_id end`,
        ),
      )
      .leftJoin('market_info', 'market_info.user_id', 'other.id')
      .leftJoin('chat_room_members as member', (join) =>
        join.onRef('member.room_id', '=', 'chat_rooms.id').on('member.user_id', '=', userId),
      )
      .leftJoin('messages as last_message', (join) =>
        join
          .onRef('last_message.room_id', '=', 'chat_rooms.id')
          .on(sql<boolean>`last_message.seq = (select max(seq) from messages where messages.room_id = chat_rooms.id)`),
      )
      .where(isMemberOf(userId));
  }

  function filtered(userId: number, query: Pick<InboxQuery, 'type' | 'search'>) {
    const search = query.search ?? '';
    return roomsOf(userId)
      .$if(query.type === 'unread', (builder) => builder.where((eb) => eb(unreadIn(userId)(eb), '>', 0)))
      .$if(query.type === 'read', (builder) => builder.where((eb) => eb(unreadIn(userId)(eb), '=', 0)))
      .$if(search !== '', (builder) =>
        builder.where((eb) =>
          eb.or([
            containsText(sql.ref('other.username'), search),
            containsText(sql.ref('other.first_name'), search),
            containsText(sql.ref('other.last_name'), search),
            containsText(sql`other.first_name || ' ' || other.last_name`, search),
            containsText(sql.ref('market_info.marketname'), search),
            containsText(sql.ref('last_message.body'), search),
          ]),
        ),
      );
  }

  function selectRooms(userId: number, query: ReturnType<typeof roomsOf>) {
    return query.select((eb) => [
      'chat_rooms.id',
      'chat_rooms.uniquecode',
      'chat_rooms.user_low_id',
      'chat_rooms.user_high_id',
      'chat_rooms.created_at',
      'chat_rooms.last_activity',
      'chat_rooms.last_seq',
      'other.id as other_id',
      'other.username as other_username',
      'other.first_name as other_first_name',
      'other.last_name as other_last_name',
      'other.profileimg as other_profileimg',
      'market_info.marketname as other_marketname',
      'member.is_muted',
      'member.is_archived',
      unreadIn(userId)(eb).as('unread_count'),
      'last_message.body as last_body',
      'last_message.sender_id as last_sender_id',
      'last_message.created_at as last_created_at',
      'last_message.message_type as last_message_type',
      'last_message.image as last_image',
    ]);
  }
  type SelectedRoom = Awaited<ReturnType<ReturnType<typeof selectRooms>['executeTakeFirstOrThrow']>>;

  const toInboxRoom = (row: SelectedRoom): InboxRoom => ({
    id: row.id,
    uniquecode: row.uniquecode,
    user_low_id: row.user_low_id,
    user_high_id: row.user_high_id,
    created_at: row.created_at,
    last_activity: row.last_activity,
    last_seq: Number(row.last_seq),
    other_id: row.other_id,
    other_username: row.other_username,
    other_first_name: row.other_first_name,
    other_last_name: row.other_last_name,
    other_profileimg: row.other_profileimg,
    other_marketname: row.other_marketname,
    is_muted: row.is_muted === 1,
    is_archived: row.is_archived === 1,
    unread_count: Number(row.unread_count),
    last_message:
      row.last_body === null || row.last_sender_id === null || row.last_created_at === null || row.last_message_type === null
        ? null
        : {
            body: row.last_body,
            sender_id: row.last_sender_id,
            created_at: row.last_created_at,
            message_type: row.last_message_type,
            image: row.last_image,
          },
  });

  return {
    /** One page of the member's rooms, most recent activity first, and how many match in all. */
    async list(userId: number, query: InboxQuery): Promise<{ rooms: InboxRoom[]; count: number }> {
      const matching = filtered(userId, query).where(isListedFor(userId));
      const rows = await selectRooms(userId, matching)
        .orderBy('chat_rooms.last_activity', 'desc')
        .orderBy('chat_rooms.id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const { count } = await matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return { rooms: rows.map(toInboxRoom), count: Number(count) };
    },

    /** One room as the member sees it; undefined when they are not in it. */
    async room(userId: number, roomId: number): Promise<InboxRoom | undefined> {
      const row = await selectRooms(userId, roomsOf(userId).where('chat_rooms.id', '=', roomId)).executeTakeFirst();
      return row && toInboxRoom(row);
    },

    /** Rooms in the member's inbox and the other users' messages they have not read. */
    async totals(userId: number): Promise<{ rooms: number; unread: number }> {
      const rooms = await db
        .selectFrom('chat_rooms')
        .where(isListedFor(userId))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const unread = await db
        .selectFrom('messages')
        .innerJoin('chat_rooms', 'chat_rooms.id', 'messages.room_id')
        .where(isMemberOf(userId))
        .where('messages.sender_id', '<>', userId)
        .where('messages.read_at', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rooms: Number(rooms.n), unread: Number(unread.n) };
    },
  };
}

export type ChatInboxStore = ReturnType<typeof chatInboxStore>;
