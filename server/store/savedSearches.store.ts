import type { Kysely } from 'kysely';
import type { SavedSearchQuery } from '../../src/contract';
import { isoBefore, type Clock } from '../clock';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { savedQueryKey } from './saved-search-keys';

/** A saved search as its owner lists it. */
export type SavedSearchRecord = { id: number; user_id: number; name: string; query: SavedSearchQuery; alerts: boolean; created_at: string };

/** A search whose alert is due: how many matches it tells of. */
export type DueAlert = { search: SavedSearchRecord; count: number };

type Row = { id: number; user_id: number; name: string; query: string; alerts: number; created_at: string };

const COLUMNS = ['id', 'user_id', 'name', 'query', 'alerts', 'created_at'] as const;

const recordOf = (row: Row): SavedSearchRecord => ({ ...row, query: JSON.parse(row.query) as SavedSearchQuery, alerts: row.alerts === 1 });

/**
 * Saved searches (issue 16): each user's named listing searches, and the count of matches behind their alerts.
 * Every call but the alert ones names the owner, so no one reads or changes another's search.
 */
export function savedSearchesStore(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const owned = (userId: number, id: number) => db.selectFrom('saved_searches').select(COLUMNS).where('user_id', '=', userId).where('id', '=', id);

  return {
    /** The user's saved searches, newest first. */
    async list(userId: number): Promise<SavedSearchRecord[]> {
      const rows = await db.selectFrom('saved_searches').select(COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').execute();
      return rows.map(recordOf);
    },

    /**
     * Inside a transaction, makes a second one that saves for the same user wait until this one ends, so its count
     * sees this one's search (two different saves at once, one short of the limit, stored both). PostgreSQL: a lock
     * on the user's row; SQLite's transactions take the write lock as they begin (server/db/sqlite-dialect.ts), so
     * they run one at a time across processes too.
     */
    async holdOwner(userId: number): Promise<void> {
      if (dialect === 'postgres') await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    async count(userId: number): Promise<number> {
      const row = await db.selectFrom('saved_searches').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /**
     * Saves the search, or answers the user's search of the same name and query: the unique index holds a Save
     * sent at the same time until the first commits (PostgreSQL), then this one stores nothing and reads it.
     */
    async create(userId: number, search: { name: string; query: SavedSearchQuery; alerts: boolean }): Promise<SavedSearchRecord> {
      const row = await db
        .insertInto('saved_searches')
        .values({
          user_id: userId,
          name: search.name,
          query: JSON.stringify(search.query),
          query_key: savedQueryKey(search.query),
          alerts: search.alerts ? 1 : 0,
          created_at: clock.now().toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'name', 'query_key']).doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      const saved = row ? recordOf(row) : await this.findSame(userId, search);
      if (!saved) throw new Error('a saved search was neither stored nor found by its name and query');
      return saved;
    },

    /** The user's saved search of this name and query, if there is one (a Save sent again). */
    async findSame(userId: number, search: { name: string; query: SavedSearchQuery }): Promise<SavedSearchRecord | undefined> {
      const row = await db
        .selectFrom('saved_searches')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('name', '=', search.name)
        .where('query_key', '=', savedQueryKey(search.query))
        .executeTakeFirst();
      return row ? recordOf(row) : undefined;
    },

    /** The user's saved search, or undefined when it is missing or another's. */
    async find(userId: number, id: number): Promise<SavedSearchRecord | undefined> {
      const row = await owned(userId, id).executeTakeFirst();
      return row ? recordOf(row) : undefined;
    },

    /** Renames it or turns its alerts on or off (off forgets the matches counted); undefined when not the user's. */
    async change(userId: number, id: number, change: { name?: string | undefined; alerts?: boolean | undefined }): Promise<SavedSearchRecord | undefined> {
      // A change of nothing leaves the search as it is (an UPDATE setting no column is no statement at all).
      if (change.name === undefined && change.alerts === undefined) return this.find(userId, id);
      const row = await db
        .updateTable('saved_searches')
        .$if(change.name !== undefined, (query) => query.set({ name: change.name ?? '' }))
        .$if(change.alerts !== undefined, (query) => query.set({ alerts: change.alerts ? 1 : 0 }))
        .$if(change.alerts === false, (query) => query.set({ pending_matches: 0 }))
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row ? recordOf(row) : undefined;
    },

    /** Deletes the user's saved search (its alerts with it); false when not the user's. */
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db.deleteFrom('saved_searches').where('user_id', '=', userId).where('id', '=', id).returning('id').execute();
      return rows.length > 0;
    },

    /** The searches with alerts on that a post of `posterId` may alert: not the poster's own. */
    async alerting(posterId: number): Promise<SavedSearchRecord[]> {
      const rows = await db.selectFrom('saved_searches').select(COLUMNS).where('alerts', '=', 1).where('user_id', '<>', posterId).orderBy('id').execute();
      return rows.map(recordOf);
    },

    /** One more match to tell of, while alerts are on. */
    async countMatch(id: number): Promise<void> {
      await db.updateTable('saved_searches').set((eb) => ({ pending_matches: eb('pending_matches', '+', 1) })).where('id', '=', id).where('alerts', '=', 1).execute();
    },

    /** Ids of the searches with matches to tell of whose last alert is `intervalMs` old or more. */
    async dueIds(intervalMs: number): Promise<number[]> {
      const cutoff = isoBefore(clock, intervalMs);
      const rows = await db
        .selectFrom('saved_searches')
        .select('id')
        .where('pending_matches', '>', 0)
        .where('alerts', '=', 1)
        .where((eb) => eb.or([eb('last_alert_at', 'is', null), eb('last_alert_at', '<=', cutoff)]))
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Takes the search's counted matches for an alert if its last one is `intervalMs` old or more. The update is
     * conditional on the count read and the last alert's time, so of several processes one takes them.
     */
    async claimDue(id: number, intervalMs: number): Promise<DueAlert | null> {
      const cutoff = isoBefore(clock, intervalMs);
      const row = await db.selectFrom('saved_searches').select([...COLUMNS, 'pending_matches']).where('id', '=', id).executeTakeFirst();
      if (!row || row.pending_matches === 0 || row.alerts !== 1) return null;
      const taken = await db
        .updateTable('saved_searches')
        .set((eb) => ({ pending_matches: eb('pending_matches', '-', row.pending_matches), last_alert_at: clock.now().toISOString() }))
        .where('id', '=', id)
        .where('pending_matches', '>=', row.pending_matches)
        .where((eb) => eb.or([eb('last_alert_at', 'is', null), eb('last_alert_at', '<=', cutoff)]))
        .returning('id')
        .execute();
      return taken.length === 0 ? null : { search: recordOf(row), count: row.pending_matches };
    },

    /** The alert in the owner's notifications (they are its actor: no one else did it); its id and time. */
    async recordAlert({ search }: DueAlert, text: string): Promise<{ id: number; created_at: string }> {
      return db
        .insertInto('notifications')
        .values({ user_id: search.user_id, actor_id: search.user_id, kind: 'saved_search', saved_search_id: search.id, text, created_at: clock.now().toISOString() })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    },
  };
}

export type SavedSearchesStore = ReturnType<typeof savedSearchesStore>;
