import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';

const known = new WeakMap<Kysely<Database>, DialectName>();

/**
 * Which database a Kysely instance (or transaction) speaks, read from its compiled SQL: PostgreSQL numbers
 * its parameters ($1), SQLite does not (?). The stores get no dialect from createStores, and the spatial
 * and prefix queries differ between the two.
 */
export function dialectOf(db: Kysely<Database>): DialectName {
  const cached = known.get(db);
  if (cached) return cached;
  const { sql } = db.selectFrom('users').select('id').where('id', '=', 1).compile();
  const dialect: DialectName = sql.includes('$1') ? 'postgres' : 'sqlite';
  known.set(db, dialect);
  return dialect;
}
