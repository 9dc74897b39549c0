import { randomInt } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** A user as suggestions and GET /get_user show them, with their follower count. */
export type UserSummaryRow = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  profileimg: string;
  city: string;
  state: string;
  marketname: string | null;
  market_verified: number | null;
  market_city: string | null;
  market_state: string | null;
  followers: number;
};

/** One follow the caller is part of; `callerFollowsOther` says whether the caller follows the other side. */
export type FollowRecordRow = { follower: string; followed: string; callerFollowsOther: boolean };

/** Follower lists on profiles and GET /follow show at most this many, newest first; counts stay exact. */
const FOLLOW_LIST_MAX = 1000;
/** Suggestions draw at random from this many vendors after a random starting id. */
const SUGGESTION_CANDIDATES = 30;

type Direction = 'followers' | 'following';

/** Ids after (`from`) or before (`below`) a random vendor id; suggestions read one window or two. */
type IdWindow = { from?: number; below?: number };

type SummaryQueryRow = Omit<UserSummaryRow, 'followers'> & { followers: number | string | bigint | null };
const toSummary = (row: SummaryQueryRow): UserSummaryRow => ({ ...row, followers: Number(row.followers ?? 0) });

const followerCount = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.selectFrom('follows').select((inner) => inner.fn.countAll().as('n')).whereRef('follows.followed_id', '=', 'users.id');

/** Follows between users, follower lists and counts, and the follow suggestions. */
export function followsStore(db: Kysely<Database>, clock: Clock) {
  const summaries = () =>
    db
      .selectFrom('users')
      .leftJoin('market_info', 'market_info.user_id', 'users.id')
      .select([
        'users.id',
        'users.username',
        'users.first_name',
        'users.last_name',
        'users.profileimg',
        'users.city',
        'users.state',
        'market_info.marketname',
        'market_info.verified as market_verified',
        'market_info.city as market_city',
        'market_info.state as market_state',
      ])
      .select((eb) => followerCount(eb).as('followers'));

  /** The first vendors (activated accounts) of the window, not the caller and not followed by them. */
  function candidateIds(callerId: number | null, window: IdWindow) {
    return db
      .selectFrom('market_info')
      .innerJoin('users', 'users.id', 'market_info.user_id')
      .select('market_info.user_id')
      .where('market_info.marketname', '!=', '')
      .where('users.verified_at', 'is not', null)
      .$if(window.from !== undefined, (query) => query.where('market_info.user_id', '>=', window.from ?? 0))
      .$if(window.below !== undefined, (query) => query.where('market_info.user_id', '<', window.below ?? 0))
      .$if(callerId !== null, (query) =>
        query
          .where('market_info.user_id', '!=', callerId ?? 0)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('follows')
                  .select('follows.followed_id')
                  .where('follows.follower_id', '=', callerId ?? 0)
                  .whereRef('follows.followed_id', '=', 'market_info.user_id'),
              ),
            ),
          ),
      )
      .orderBy('market_info.user_id')
      .limit(SUGGESTION_CANDIDATES);
  }

  /** At most `count` of the window's candidates, at random. */
  async function pickVendors(callerId: number | null, window: IdWindow, count: number): Promise<UserSummaryRow[]> {
    const candidates = candidateIds(callerId, window).as('candidates');
    return summaries()
      .where('users.id', 'in', db.selectFrom(candidates).select('candidates.user_id'))
      .orderBy(sql`random()`)
      .limit(count)
      .execute()
      .then((rows) => rows.map(toSummary));
  }

  async function vendorIdRange(): Promise<{ low: number; high: number } | undefined> {
    const row = await db
      .selectFrom('market_info')
      .select((eb) => [eb.fn.min('user_id').as('low'), eb.fn.max('user_id').as('high')])
      .executeTakeFirst();
    if (row?.low == null || row.high == null) return undefined;
    return { low: Number(row.low), high: Number(row.high) };
  }

  async function countOf(userId: number, direction: Direction): Promise<number> {
    const column = direction === 'followers' ? 'followed_id' : 'follower_id';
    const row = await db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(column, '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    async isFollowing(followerId: number, followedId: number): Promise<boolean> {
      const row = await db
        .selectFrom('follows')
        .select('follower_id')
        .where('follower_id', '=', followerId)
        .where('followed_id', '=', followedId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Follows (true) or unfollows (false); true when a row changed (a repeat changes nothing). */
    async set(followerId: number, followedId: number, following: boolean): Promise<boolean> {
      const rows = following
        ? await db
            .insertInto('follows')
            .values({ follower_id: followerId, followed_id: followedId, created_at: clock.now().toISOString() })
            .onConflict((conflict) => conflict.columns(['follower_id', 'followed_id']).doNothing())
            .returning('follower_id')
            .execute()
        : await db
            .deleteFrom('follows')
            .where('follower_id', '=', followerId)
            .where('followed_id', '=', followedId)
            .returning('follower_id')
            .execute();
      return rows.length > 0;
    },

    async counts(userId: number): Promise<{ followers: number; following: number }> {
      const [followers, following] = await Promise.all([countOf(userId, 'followers'), countOf(userId, 'following')]);
      return { followers, following };
    },

    /** Usernames of the user's followers, newest follow first. */
    async followerUsernames(userId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.follower_id')
        .select('users.username')
        .where('follows.followed_id', '=', userId)
        .orderBy('follows.created_at', 'desc')
        .orderBy('follows.follower_id', 'desc')
        .limit(FOLLOW_LIST_MAX)
        .execute();
      return rows.map((row) => row.username);
    },

    /** Every follow the user is part of, as follower or followed, newest first. */
    async recordsOf(userId: number): Promise<FollowRecordRow[]> {
      const rows = await db
        .selectFrom('follows')
        .innerJoin('users as follower', 'follower.id', 'follows.follower_id')
        .innerJoin('users as followed', 'followed.id', 'follows.followed_id')
        .leftJoin('follows as back', (join) =>
          join.onRef('back.follower_id', '=', 'follows.followed_id').onRef('back.followed_id', '=', 'follows.follower_id'),
        )
        .select(['follower.username as follower', 'followed.username as followed', 'follows.follower_id', 'back.follower_id as back_id'])
        .where((eb) => eb.or([eb('follows.follower_id', '=', userId), eb('follows.followed_id', '=', userId)]))
        .orderBy('follows.created_at', 'desc')
        .limit(FOLLOW_LIST_MAX)
        .execute();
      return rows.map((row) => ({
        follower: row.follower,
        followed: row.followed,
        callerFollowsOther: row.follower_id === userId || row.back_id !== null,
      }));
    },

    async summaryByUsername(username: string): Promise<UserSummaryRow | undefined> {
      const row = await summaries().where('users.username_lower', '=', username.trim().toLowerCase()).executeTakeFirst();
      return row && toSummary(row);
    },

    /**
     * `count` random vendors with activated accounts, not the caller and not followed by the caller. It reads a bounded
     * window after a random vendor id (then before it when short), so its cost does not grow with users.
     */
    async suggestions(callerId: number | null, count: number): Promise<UserSummaryRow[]> {
      const range = await vendorIdRange();
      if (!range) return [];
      const start = randomInt(range.low, range.high + 1);
      const after = await pickVendors(callerId, { from: start }, count);
      if (after.length >= count) return after;
      const before = await pickVendors(callerId, { below: start }, count - after.length);
      return [...after, ...before];
    },
  };
}

export type FollowsStore = ReturnType<typeof followsStore>;
