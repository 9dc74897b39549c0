import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ReferralStats } from '../../src/contract';
import type { Database } from '../db/schema';

/** The stats list at most this many referred users, newest first; the totals count them all. */
const REFERRED_LIST_MAX = 1000;

/** Converted: the referred user activated their account and published at least one post. */
const converted = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([
    eb('users.verified_at', 'is not', null),
    eb.exists(eb.selectFrom('posts').select('posts.id').whereRef('posts.user_id', '=', 'users.id')),
  ]);

/** Who signed up with a user's referral code (users.referred_by, set at registration). */
export function referralsStore(db: Kysely<Database>) {
  const referredBy = (userId: number) => db.selectFrom('users').where('users.referred_by', '=', userId);

  return {
    async stats(userId: number): Promise<ReferralStats> {
      const [totals, rows] = await Promise.all([
        referredBy(userId)
          .select((eb) => [
            eb.fn.countAll().as('total'),
            eb.fn.sum(eb.case().when(converted(eb)).then(1).else(0).end()).as('converted'),
          ])
          .executeTakeFirstOrThrow(),
        referredBy(userId)
          .select((eb) => ['users.username', 'users.date_joined', converted(eb).as('converted')])
          .orderBy('users.date_joined', 'desc')
          .orderBy('users.id', 'desc')
          .limit(REFERRED_LIST_MAX)
          .execute(),
      ]);
      return {
        total_referrals: Number(totals.total),
        converted_referrals: Number(totals.converted ?? 0),
        referred_users: rows.map((row) => ({
          username: row.username,
          date_joined: row.date_joined,
          converted: Boolean(Number(row.converted)),
        })),
      };
    },
  };
}

export type ReferralsStore = ReturnType<typeof referralsStore>;
