import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { isRowId } from './row-ids';

/** What a like or unlike did: the state it left, whether a row changed, and the post's count after it. */
export type LikeChange = { liked: boolean; changed: boolean; noOfLikes: number };

/** GET /checklike without a list of posts reads at most this many of the caller's likes, newest first. */
const LIKED_POSTS_MAX = 1000;

/**
 * Likes and the posts' no_of_likes counters. `set` writes the like row and the counter: run it inside
 * stores.transaction. The counter moves only by the rows the insert or delete actually changed, so two
 * identical requests at once count once and an unlike never takes the count below 0.
 */
export function likesStore(db: Kysely<Database>, clock: Clock) {
  async function insertLike(userId: number, postId: number): Promise<number> {
    const rows = await db
      .insertInto('likes')
      .values({ post_id: postId, user_id: userId, created_at: clock.now().toISOString() })
      .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
      .returning('post_id')
      .execute();
    return rows.length;
  }

  async function deleteLike(userId: number, postId: number): Promise<number> {
    const rows = await db
      .deleteFrom('likes')
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .returning('post_id')
      .execute();
    return rows.length;
  }

  /** Moves the counter by `delta`, never below 0, and reads it back. */
  async function shiftCount(postId: number, delta: number): Promise<number> {
    const query =
      delta === 0
        ? db.selectFrom('posts').select('no_of_likes').where('id', '=', postId)
        : db
            .updateTable('posts')
            .set({ no_of_likes: sql<number>`case when no_of_likes + ${delta} < 0 then 0 else no_of_likes + ${delta} end` })
            .where('id', '=', postId)
            .returning('no_of_likes');
    const row = await query.executeTakeFirst();
    return row?.no_of_likes ?? 0;
  }

  async function isLiked(userId: number, postId: number): Promise<boolean> {
    const row = await db
      .selectFrom('likes')
      .select('post_id')
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Boolean(row);
  }

  return {
    isLiked,

    /** Likes (true) or unlikes (false) the post for the user. */
    async set(userId: number, postId: number, liked: boolean): Promise<LikeChange> {
      const changedRows = liked ? await insertLike(userId, postId) : await deleteLike(userId, postId);
      const noOfLikes = await shiftCount(postId, liked ? changedRows : -changedRows);
      return { liked, changed: changedRows > 0, noOfLikes };
    },

    /** Ids of the posts the user likes, newest like first; narrowed to `postIds` when given. */
    async likedPostIds(userId: number, postIds?: readonly number[]): Promise<number[]> {
      const wanted = postIds?.filter(isRowId);
      if (wanted && wanted.length === 0) return [];
      const rows = await db
        .selectFrom('likes')
        .select('post_id')
        .where('user_id', '=', userId)
        .$if(wanted !== undefined, (query) => query.where('post_id', 'in', wanted ?? []))
        .orderBy('created_at', 'desc')
        .orderBy('post_id', 'desc')
        .limit(LIKED_POSTS_MAX)
        .execute();
      return rows.map((row) => row.post_id);
    },
  };
}

export type LikesStore = ReturnType<typeof likesStore>;
