import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What a public profile lists beyond the user row: their posts (the follow counts are the follows store's). */
export function profilesStore(db: Kysely<Database>) {
  return {
    /** Ids of the user's posts, newest first, at most `limit`. */
    async postIdsOf(userId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('posts')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async postCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ProfilesStore = ReturnType<typeof profilesStore>;
