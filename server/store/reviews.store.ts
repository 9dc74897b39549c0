import type { Kysely } from 'kysely';
import { displayName, LIMITS, type Review } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/**
 * Reviews (issue 16): a buyer's stars and words on a vendor, one per buyer and vendor, kept in `ratings` so
 * the average and count are the reviews'; the vendor's reply beside each. Newest first by when it was written.
 */
export function reviewsStore(db: Kysely<Database>, clock: Clock) {
  function reviewsOf(vendorId: number) {
    return db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.rater_id')
      .leftJoin('market_info', 'market_info.user_id', 'ratings.rater_id')
      .select([
        'ratings.id',
        'users.username',
        'users.first_name',
        'users.last_name',
        'market_info.marketname',
        'ratings.rating',
        'ratings.text',
        'ratings.reply',
        'ratings.replied_at',
        'ratings.created_at',
        'ratings.updated_at',
      ])
      .where('ratings.vendor_id', '=', vendorId);
  }
  type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsOf>['executeTakeFirstOrThrow']>>;

  return {
    /** Writes the buyer's review, or changes their stars and words; the vendor's reply stays. */
    async write(raterId: number, vendorId: number, rating: number, text: string): Promise<void> {
      const now = clock.now().toISOString();
      await db
        .insertInto('ratings')
        .values({ rater_id: raterId, vendor_id: vendorId, rating, text, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.columns(['rater_id', 'vendor_id']).doUpdateSet({ rating, text, updated_at: now }))
        .execute();
    },

    /** Sets the vendor's reply to one buyer's review; false when that buyer has not reviewed this vendor. */
    async reply(vendorId: number, raterId: number, reply: string): Promise<boolean> {
      const result = await db
        .updateTable('ratings')
        .set({ reply, replied_at: clock.now().toISOString() })
        .where('vendor_id', '=', vendorId)
        .where('rater_id', '=', raterId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async one(raterId: number, vendorId: number): Promise<Review | null> {
      const row = await reviewsOf(vendorId).where('ratings.rater_id', '=', raterId).executeTakeFirst();
      return row ? toReview(row) : null;
    },

    /** One page of the vendor's reviews, newest first, and whether another follows. */
    async page(vendorId: number, page: number): Promise<{ results: Review[]; has_next: boolean }> {
      const size = LIMITS.reviewsPerPage;
      const rows = await reviewsOf(vendorId)
        .where('ratings.id', 'not in', db.selectFrom('held_reviews').select('held_reviews.review_id'))
        .orderBy('ratings.created_at', 'desc')
        .orderBy('ratings.rater_id', 'desc')
        .limit(size + 1)
        .offset((page - 1) * size)
        .execute();
      return { results: rows.slice(0, size).map(toReview), has_next: rows.length > size };
    },

    /** The buyer wrote at least one message in a chat room with the vendor. */
    async hasChatted(buyerId: number, vendorId: number): Promise<boolean> {
      const row = await db
        .selectFrom('messages')
        .innerJoin('chat_rooms', 'chat_rooms.id', 'messages.room_id')
        .select('messages.id')
        .where('chat_rooms.user_low_id', '=', Math.min(buyerId, vendorId))
        .where('chat_rooms.user_high_id', '=', Math.max(buyerId, vendorId))
        .where('messages.sender_id', '=', buyerId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };

  function toReview(row: ReviewRow): Review {
    return {
      id: row.id,
      reviewer: row.username,
      reviewer_name: displayName(row),
      rating: row.rating,
      text: row.text,
      created_at: row.created_at,
      updated_at: row.updated_at,
      reply: row.reply !== null && row.replied_at !== null ? { text: row.reply, updated_at: row.replied_at } : null,
    };
  }
}

export type ReviewsStore = ReturnType<typeof reviewsStore>;
