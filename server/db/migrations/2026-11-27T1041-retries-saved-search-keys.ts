import { sql, type Kysely, type Migration } from 'kysely';
import { savedQueryKey } from '../../store/saved-search-keys';

type SavedRow = { id: number; user_id: number; name: string; query: string };

/**
 * One saved search per owner, name and query (issue 16's retries): `query_key` is the query in one form, and a
 * unique index on (user_id, name, query_key) makes two Saves of the same search at once store one. Searches
 * saved twice before it are kept once (the first; the others' alerts go with them).
 */
export function savedSearchKeysMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('saved_searches').addColumn('query_key', 'text', (column) => column.notNull().defaultTo('')).execute();
      const { rows } = await sql<SavedRow>`select id, user_id, name, query from saved_searches order by id`.execute(db);
      const kept = new Set<string>();
      for (const row of rows) {
        const key = savedQueryKey(JSON.parse(row.query) as Record<string, unknown>);
        const same = JSON.stringify([row.user_id, row.name, key]);
        if (kept.has(same)) await sql`delete from saved_searches where id = ${row.id}`.execute(db);
        else await sql`update saved_searches set query_key = ${key} where id = ${row.id}`.execute(db);
        kept.add(same);
      }
      await db.schema.createIndex('saved_searches_same_idx').unique().on('saved_searches').columns(['user_id', 'name', 'query_key']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('saved_searches_same_idx').execute();
      await db.schema.alterTable('saved_searches').dropColumn('query_key').execute();
    },
  };
}
