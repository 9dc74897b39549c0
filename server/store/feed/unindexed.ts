import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database';

/** Columns of posts holding text: PostgreSQL has no unary + for them, so `column || ''` hides them instead. */
const TEXT_COLUMNS = new Set(['category_type', 'state_key', 'city_key', 'delivery_time', 'renewed_at']);

/**
 * A column of posts a query tests without letting SQLite's planner walk an index on it (`+column`), so the
 * query walks the index its author chose. On PostgreSQL the column stays bare: its planner estimates from each
 * column's statistics and has none for an expression, so `+sold = 0` was taken to keep 0.5% of the posts and a
 * page of the whole feed was read by sorting every post (280 ms) instead of walking the newest ones (0.5 ms).
 */
export function unindexed(column: string, dialect: DialectName): RawBuilder<unknown> {
  const ref = sql.ref(`posts.${column}`);
  if (dialect === 'postgres') return sql`${ref}`;
  return TEXT_COLUMNS.has(column) ? sql`(${ref} || '')` : sql`+${ref}`;
}
