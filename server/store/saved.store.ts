import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** Lists of marked posts answer at most this many, newest mark first. */
const MARKED_LIST_MAX = 1000;

type MarkTable = 'saved_posts' | 'hidden_posts';

/** A per-user mark on posts (saved, hidden): set or clear it idempotently, read it, list it. */
function postMarks(db: Kysely<Database>, clock: Clock, table: MarkTable) {
  return {
    async has(userId: number, postId: number): Promise<boolean> {
      const row = await db
        .selectFrom(table)
        .select('post_id')
        .where('user_id', '=', userId)
        .where('post_id', '=', postId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Marks (true) or clears (false); true when a row changed. */
    async set(userId: number, postId: number, marked: boolean): Promise<boolean> {
      const rows = marked
        ? await db
            .insertInto(table)
            .values({ user_id: userId, post_id: postId, created_at: clock.now().toISOString() })
            .onConflict((conflict) => conflict.columns(['user_id', 'post_id']).doNothing())
            .returning('post_id')
            .execute()
        : await db
            .deleteFrom(table)
            .where('user_id', '=', userId)
            .where('post_id', '=', postId)
            .returning('post_id')
            .execute();
      return rows.length > 0;
    },

    /** The user's marked post ids, newest mark first. */
    async postIds(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom(table)
        .select('post_id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('post_id', 'desc')
        .limit(MARKED_LIST_MAX)
        .execute();
      return rows.map((row) => row.post_id);
    },
  };
}

/** Posts a user saved for later. */
export function savedStore(db: Kysely<Database>, clock: Clock) {
  return postMarks(db, clock, 'saved_posts');
}

/** Posts a user hid from their feed (the feed leaves them out). */
export function hiddenStore(db: Kysely<Database>, clock: Clock) {
  return postMarks(db, clock, 'hidden_posts');
}

export type PostMarksStore = ReturnType<typeof savedStore>;
