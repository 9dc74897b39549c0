import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { recordPostNotice, type RecordedNotice } from './post-notices';

/** Watched posts a list answers at most, newest watch first. */
const WATCHED_LIST_MAX = 500;

/** A watcher told of a price drop, and the notice recorded for them. */
export type PriceDropNotice = { watcherId: number; notice: RecordedNotice };

/** Price watches (issue 16): who watches which post, and the watchers a lowered price is told to. */
export function watchesStore(db: Kysely<Database>, clock: Clock) {
  return {
    /** Starts (true) or stops (false) watching; idempotent. */
    async set(userId: number, postId: number, watching: boolean): Promise<void> {
      if (watching) {
        await db
          .insertInto('post_watches')
          .values({ user_id: userId, post_id: postId, created_at: clock.now().toISOString() })
          .onConflict((conflict) => conflict.columns(['user_id', 'post_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('post_watches').where('user_id', '=', userId).where('post_id', '=', postId).execute();
      }
    },

    async isWatching(userId: number, postId: number): Promise<boolean> {
      const row = await db.selectFrom('post_watches').select('post_id').where('user_id', '=', userId).where('post_id', '=', postId).executeTakeFirst();
      return row !== undefined;
    },

    /** Ids of the posts the user watches, newest watch first. */
    async postIds(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('post_watches')
        .select('post_id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('post_id', 'desc')
        .limit(WATCHED_LIST_MAX)
        .execute();
      return rows.map((row) => row.post_id);
    },

    /**
     * Records a price drop's notice for every watcher of the post but its owner and users a block stands
     * between (either way); answers who was told. Run it in a transaction.
     */
    async recordPriceDrop(postId: number, ownerId: number, text: string): Promise<PriceDropNotice[]> {
      const watchers = await db
        .selectFrom('post_watches')
        .select('post_watches.user_id')
        .where('post_watches.post_id', '=', postId)
        .where('post_watches.user_id', '<>', ownerId)
        .where('post_watches.user_id', 'not in', db.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', ownerId))
        .where('post_watches.user_id', 'not in', db.selectFrom('blocks').select('blocker_id').where('blocked_id', '=', ownerId))
        .orderBy('post_watches.user_id')
        .execute();
      const createdAt = clock.now().toISOString();
      const told: PriceDropNotice[] = [];
      for (const { user_id: watcherId } of watchers) {
        const notice = await recordPostNotice(db, { kind: 'price_drop', recipientId: watcherId, actorId: ownerId, postId, text, createdAt });
        told.push({ watcherId, notice });
      }
      return told;
    },
  };
}

export type WatchesStore = ReturnType<typeof watchesStore>;
