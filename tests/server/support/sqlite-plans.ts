import type { CompiledQuery } from 'kysely';
import type { TestDatabase } from './test-database';

/** SQLite's plan for the query with its parameters, its steps joined by '; '. */
export async function planOf(database: TestDatabase, query: CompiledQuery): Promise<string> {
  const { rows } = await database.db.kysely.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
  return rows.map((row) => row.detail).join('; ');
}
