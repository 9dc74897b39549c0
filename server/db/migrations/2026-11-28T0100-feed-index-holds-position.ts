import type { Kysely, Migration } from 'kysely';

/** posts_filters_idx as 2026-11-26T0400 and T0310 left it: the id, every filter column, sold and the renewal. */
const COLUMNS = ['id', 'category_id', 'category_type', 'price', 'state_key', 'city_key', 'delivery_time', 'sold', 'renewed_at'];

async function rebuild(db: Kysely<unknown>, columns: string[]): Promise<void> {
  await db.schema.dropIndex('posts_filters_idx').execute();
  await db.schema.createIndex('posts_filters_idx').on('posts').columns(columns).execute();
}

/**
 * The newest-first index holds each post's position too: a location page read by walking the newest posts (a
 * circle holding many of them) tested each one's position on its row, a read of the table per post walked,
 * where the index's entries lie together and are a tenth of a row.
 */
export function feedIndexHoldsPositionMigration(): Migration {
  return {
    up: (db) => rebuild(db, [...COLUMNS, 'latitude', 'longitude']),
    down: (db) => rebuild(db, COLUMNS),
  };
}
