import type { Kysely } from 'kysely';
import { DURATIONS, type PresenceStatus, type UserStatus } from '../../src/contract';
import { isoBefore, type Clock } from '../clock';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { precompiled } from './precompiled';

/** A fresh hold of a user's socket by any process: every chat message asks (web push only without a tab open). */
const freshHoldQuery = precompiled((db, [userId, since]: [number, string]) =>
  db.selectFrom('presence_processes').select('process_id').where('user_id', '=', userId).where('refreshed_at', '>', since).limit(1),
);

/**
 * Online, away or offline per user. A status other than offline whose heartbeat is older than
 * presenceStaleAfter reads as offline (the tab went away without saying so); last_seen stays.
 */
export function presenceStore(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const freshSince = () => isoBefore(clock, DURATIONS.presenceStaleAfter);
  const freshHold = freshHoldQuery(dialect);

  return {
    async set(userId: number, status: PresenceStatus): Promise<void> {
      const now = clock.now().toISOString();
      const row = { status, last_seen: now, heartbeat_at: now };
      await db
        .insertInto('presence')
        .values({ user_id: userId, ...row })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
        .execute();
    },

    async statusOf(userId: number, username: string): Promise<UserStatus> {
      const row = await db.selectFrom('presence').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!row) return { username, status: 'offline', is_online: false, last_seen: null };
      const stale = row.heartbeat_at <= freshSince();
      const status = stale || row.status === 'offline' ? 'offline' : (row.status as PresenceStatus);
      return { username, status, is_online: status !== 'offline', last_seen: row.last_seen };
    },

    /** This server process holds a socket of the user (presence across processes). */
    async hold(userId: number, processId: string): Promise<void> {
      const refreshed_at = clock.now().toISOString();
      await db
        .insertInto('presence_processes')
        .values({ user_id: userId, process_id: processId, refreshed_at })
        .onConflict((conflict) => conflict.columns(['user_id', 'process_id']).doUpdateSet({ refreshed_at }))
        .execute();
    },

    async release(userId: number, processId: string): Promise<void> {
      await db.deleteFrom('presence_processes').where('user_id', '=', userId).where('process_id', '=', processId).execute();
    },

    /** Whether another process still holds a socket of the user (and has said so lately). */
    async heldElsewhere(userId: number, processId: string): Promise<boolean> {
      const row = await db
        .selectFrom('presence_processes')
        .select('process_id')
        .where('user_id', '=', userId)
        .where('process_id', '<>', processId)
        .where('refreshed_at', '>', freshSince())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether any process holds a socket of the user (a tab of theirs is open somewhere), as presence knows it. */
    async holdsAnySocket(userId: number): Promise<boolean> {
      const rows = await freshHold(db, [userId, freshSince()]);
      return rows.length > 0;
    },

    /** The process is still there: its holds stay fresh. */
    async refreshHolds(processId: string): Promise<void> {
      await db.updateTable('presence_processes').set({ refreshed_at: clock.now().toISOString() }).where('process_id', '=', processId).execute();
    },

    /** The process stops: its sockets come back elsewhere, or their users are gone. */
    async releaseAll(processId: string): Promise<void> {
      await db.deleteFrom('presence_processes').where('process_id', '=', processId).execute();
    },

    /** Usernames of users online or away with a fresh heartbeat, alphabetically. */
    async onlineUsernames(): Promise<string[]> {
      const rows = await db
        .selectFrom('presence')
        .innerJoin('users', 'users.id', 'presence.user_id')
        .select('users.username')
        .where('presence.status', '!=', 'offline')
        .where('presence.heartbeat_at', '>', freshSince())
        .orderBy('users.username_lower')
        .execute();
      return rows.map((row) => row.username);
    },
  };
}

export type PresenceStore = ReturnType<typeof presenceStore>;
