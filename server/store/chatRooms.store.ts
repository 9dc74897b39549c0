import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../clock';
import type { ChatRoomsTable, Database } from '../db/schema';

export type ChatRoomRow = Selectable<ChatRoomsTable>;

export type MemberSettings = { isMuted: boolean; isArchived: boolean };

/** A room's code in URLs: 18 random bytes, 24 url-safe characters. */
function newUniquecode(): string {
  return randomBytes(18).toString('base64url');
}

/** The pair as the table keeps it: the smaller id first. */
function pairOf(userA: number, userB: number): { user_low_id: number; user_high_id: number } {
  return { user_low_id: Math.min(userA, userB), user_high_id: Math.max(userA, userB) };
}

/** One chat room per pair of users, found by the pair or by its uniquecode, and each member's settings of it. */
export function chatRoomsStore(db: Kysely<Database>, clock: Clock) {
  function findByPair(userA: number, userB: number): Promise<ChatRoomRow | undefined> {
    const pair = pairOf(userA, userB);
    return db
      .selectFrom('chat_rooms')
      .selectAll()
      .where('user_low_id', '=', pair.user_low_id)
      .where('user_high_id', '=', pair.user_high_id)
      .executeTakeFirst();
  }

  const now = () => clock.now().toISOString();

  return {
    findByPair,

    /** True when the user is one of the room's two members. */
    isMember(room: ChatRoomRow, userId: number): boolean {
      return room.user_low_id === userId || room.user_high_id === userId;
    },

    /** The other member of the room. */
    partnerOf(room: ChatRoomRow, userId: number): number {
      return room.user_low_id === userId ? room.user_high_id : room.user_low_id;
    },

    /** Everyone who shares a room with the user. */
    async partnerIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('chat_rooms')
        .select((eb) => eb.case().when('user_low_id', '=', userId).then(eb.ref('user_high_id')).else(eb.ref('user_low_id')).end().as('partner_id'))
        .where((eb) => eb.or([eb('user_low_id', '=', userId), eb('user_high_id', '=', userId)]))
        .execute();
      return rows.map((row) => Number(row.partner_id)).sort((a, b) => a - b);
    },

    /** Changes the settings given, keeping the others. */
    async updateSettings(roomId: number, userId: number, change: Partial<MemberSettings>): Promise<void> {
      const values = {
        ...(change.isMuted === undefined ? {} : { is_muted: change.isMuted ? 1 : 0 }),
        ...(change.isArchived === undefined ? {} : { is_archived: change.isArchived ? 1 : 0 }),
        updated_at: now(),
      };
      await db
        .insertInto('chat_room_members')
        .values({ room_id: roomId, user_id: userId, ...values })
        .onConflict((conflict) => conflict.columns(['room_id', 'user_id']).doUpdateSet(values))
        .execute();
    },

    /** When the user started each of their first `limit` chats since `since`, oldest first (chat_rooms_opener_idx). */
    async startedSince(userId: number, since: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('chat_rooms')
        .select('created_at')
        .where('opened_by', '=', userId)
        .where('created_at', '>', since)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.created_at);
    },

    findById(id: number): Promise<ChatRoomRow | undefined> {
      return db.selectFrom('chat_rooms').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByCode(uniquecode: string): Promise<ChatRoomRow | undefined> {
      return db.selectFrom('chat_rooms').selectAll().where('uniquecode', '=', uniquecode).executeTakeFirst();
    },

    /**
     * The pair's room, created by `opener` when they have none (until it holds a message it is in the opener's
     * inbox only). Two requests at once create one room: the loser's insert does nothing and it reads the
     * winner's. The users must differ.
     */
    async open(opener: number, other: number): Promise<{ room: ChatRoomRow; created: boolean }> {
      const inserted = await db
        .insertInto('chat_rooms')
        .values({ ...pairOf(opener, other), uniquecode: newUniquecode(), created_at: now(), last_activity: now(), opened_by: opener })
        .onConflict((conflict) => conflict.columns(['user_low_id', 'user_high_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { room: inserted, created: true };
      const existing = await findByPair(opener, other);
      if (!existing) throw new Error('chat room vanished between insert and read');
      return { room: existing, created: false };
    },
  };
}

export type ChatRoomsStore = ReturnType<typeof chatRoomsStore>;
