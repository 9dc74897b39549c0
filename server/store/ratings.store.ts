import type { Kysely } from 'kysely';
import type { RatingSummary } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** Seller ratings: one 1-5 rating per buyer and vendor; rating again replaces it. */
export function ratingsStore(db: Kysely<Database>, clock: Clock) {
  async function mine(raterId: number | null, vendorId: number): Promise<number | null> {
    if (raterId === null) return null;
    const row = await db
      .selectFrom('ratings')
      .select('rating')
      .where('rater_id', '=', raterId)
      .where('vendor_id', '=', vendorId)
      .executeTakeFirst();
    return row?.rating ?? null;
  }

  return {
    async rate(raterId: number, vendorId: number, rating: number): Promise<void> {
      const now = clock.now().toISOString();
      await db
        .insertInto('ratings')
        .values({ rater_id: raterId, vendor_id: vendorId, rating, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.columns(['rater_id', 'vendor_id']).doUpdateSet({ rating, updated_at: now }))
        .execute();
    },

    /** The vendor's average (1 decimal; null when unrated) and how many rated, held reviews left out, and the caller's own rating. */
    async summary(vendorId: number, callerId: number | null): Promise<RatingSummary> {
      const [totals, own] = await Promise.all([
        db
          .selectFrom('ratings')
          .select((eb) => [eb.fn.avg('rating').as('average'), eb.fn.countAll().as('count')])
          .where('vendor_id', '=', vendorId)
          // A review a moderator hid (or enough users reported) counts for nothing while it is held.
          .where('id', 'not in', db.selectFrom('held_reviews').select('held_reviews.review_id'))
          .executeTakeFirstOrThrow(),
        mine(callerId, vendorId),
      ]);
      const count = Number(totals.count);
      const average = count === 0 || totals.average === null ? null : Math.round(Number(totals.average) * 10) / 10;
      return { average, count, mine: own };
    },
  };
}

export type RatingsStore = ReturnType<typeof ratingsStore>;
