import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { precompiled, preparedOnSqlite } from './precompiled';

/** Blocked users a list answers at most, newest block first. */
const BLOCKED_LIST_MAX = 1000;

/** Which way a block stands between two users, seen from the first: none, they blocked the other, or were blocked. */
export type BlockStanding = 'none' | 'blocker' | 'blocked';

export type BlockedUserRow = {
  username: string;
  first_name: string;
  last_name: string;
  profileimg: string;
  marketname: string | null;
  created_at: string;
};

/** The blocks between two users, either way: every chat message asks (building it cost more than running it). */
const blocksBetweenQuery = (db: Kysely<Database>, [userId, otherId]: [number, number]) =>
  db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', userId), eb('blocked_id', '=', otherId)]),
        eb.and([eb('blocker_id', '=', otherId), eb('blocked_id', '=', userId)]),
      ]),
    );
const blocksBetween = precompiled(blocksBetweenQuery);
const blocksBetweenOnSqlite = preparedOnSqlite(blocksBetweenQuery);

function standingFrom(rows: { blocker_id: number }[], userId: number): BlockStanding {
  if (rows.some((row) => row.blocker_id === userId)) return 'blocker';
  return rows.length > 0 ? 'blocked' : 'none';
}

/** How `userId` stands with `otherId`, read synchronously on SQLite's connection (within a chat send's transaction). */
export function blockStandingOnSqlite(connection: BetterSqlite3.Database, userId: number, otherId: number): BlockStanding {
  return standingFrom(blocksBetweenOnSqlite(connection, [userId, otherId]), userId);
}

/** A message refused because either member blocked the other: `standing` is the sender's. */
export class MessagesBlocked extends Error {
  constructor(readonly standing: Exclude<BlockStanding, 'none'>) {
    super(`messages between these users are blocked (${standing})`);
  }
}

/** Blocks between users: set or clear one, ask how two users stand, list whom a user blocked. */
export function blocksStore(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const between = blocksBetween(dialect);
  return {
    /** Blocks (true) or unblocks (false); true when a row changed. */
    async set(blockerId: number, blockedId: number, blocked: boolean): Promise<boolean> {
      const rows = blocked
        ? await db
            .insertInto('blocks')
            .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: clock.now().toISOString() })
            .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
            .returning('blocked_id')
            .execute()
        : await db.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).returning('blocked_id').execute();
      return rows.length > 0;
    },

    async has(blockerId: number, blockedId: number): Promise<boolean> {
      const row = await db.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).executeTakeFirst();
      return row !== undefined;
    },

    /** How `userId` stands with `otherId`: a block either way stops messages between them. */
    async standing(userId: number, otherId: number): Promise<BlockStanding> {
      return standingFrom(await between(db, [userId, otherId]), userId);
    },

    /** Ids of the users `blockerId` blocked. */
    async blockedIds(blockerId: number): Promise<number[]> {
      const rows = await db.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', blockerId).limit(BLOCKED_LIST_MAX).execute();
      return rows.map((row) => row.blocked_id);
    },

    /** Ids of the users the user blocked or who blocked them (each index answers one side). */
    async eitherWayIds(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('blocks')
        .select('blocked_id as id')
        .where('blocker_id', '=', userId)
        .unionAll(db.selectFrom('blocks').select('blocker_id as id').where('blocked_id', '=', userId))
        .execute();
      return rows.map((row) => row.id);
    },

    /** The users `blockerId` blocked, newest block first. */
    list(blockerId: number): Promise<BlockedUserRow[]> {
      return db
        .selectFrom('blocks')
        .innerJoin('users', 'users.id', 'blocks.blocked_id')
        .leftJoin('market_info', 'market_info.user_id', 'users.id')
        .select(['users.username', 'users.first_name', 'users.last_name', 'users.profileimg', 'market_info.marketname', 'blocks.created_at'])
        .where('blocks.blocker_id', '=', blockerId)
        .orderBy('blocks.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .limit(BLOCKED_LIST_MAX)
        .execute();
    },
  };
}

export type BlocksStore = ReturnType<typeof blocksStore>;
