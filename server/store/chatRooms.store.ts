import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../clock';
import type { ChatRoomsTable, Database } from '../db/schema';

export type ChatRoomRow = Selectable<ChatRoomsTable>;

/** A room's code in URLs: 18 random bytes, 24 url-safe characters. */
function newUniquecode(): string {
  return randomBytes(18).toString('base64url');
}

/** The pair as the table keeps it: the smaller id first. */
function pairOf(userA: number, userB: number): { user_low_id: number; user_high_id: number } {
  return { user_low_id: Math.min(userA, userB), user_high_id: Math.max(userA, userB) };
}

/** One chat room per pair of users, found by the pair or by its uniquecode. */
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

  return {
    findByPair,

    findByCode(uniquecode: string): Promise<ChatRoomRow | undefined> {
      return db.selectFrom('chat_rooms').selectAll().where('uniquecode', '=', uniquecode).executeTakeFirst();
    },

    /**
     * The pair's room, created when they have none. Two requests at once create one room: the loser's
     * insert does nothing and it reads the winner's. The users must differ.
     */
    async open(userA: number, userB: number): Promise<{ room: ChatRoomRow; created: boolean }> {
      const inserted = await db
        .insertInto('chat_rooms')
        .values({ ...pairOf(userA, userB), uniquecode: newUniquecode(), created_at: clock.now().toISOString() })
        .onConflict((conflict) => conflict.columns(['user_low_id', 'user_high_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { room: inserted, created: true };
      const existing = await findByPair(userA, userB);
      if (!existing) throw new Error('chat room vanished between insert and read');
      return { room: existing, created: false };
    },
  };
}

export type ChatRoomsStore = ReturnType<typeof chatRoomsStore>;
