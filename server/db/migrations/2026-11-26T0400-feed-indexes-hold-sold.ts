import type { Kysely, Migration } from 'kysely';

/** The filters that name one value: each leads an id-ordered index and a price index. */
const EQUALITY_COLUMNS = ['category_id', 'category_type', 'state_key', 'city_key', 'delivery_time'] as const;
const FILTER_COLUMNS = ['category_id', 'category_type', 'price', 'state_key', 'city_key', 'delivery_time'] as const;

export type FeedIndex = { name: string; columns: string[] };

const others = (...left: string[]) => FILTER_COLUMNS.filter((column) => !left.includes(column));

/** The feed's covering indexes as 2026-11-26T0100 and T0200 made them. */
export const FEED_INDEXES: FeedIndex[] = [
  ...EQUALITY_COLUMNS.map((column) => ({ name: `posts_${column}_idx`, columns: [column, 'id', ...others(column)] })),
  { name: 'posts_filters_idx', columns: ['id', ...FILTER_COLUMNS] },
  ...EQUALITY_COLUMNS.map((column) => ({ name: `posts_${column}_price_idx`, columns: [column, 'price', ...others(column, 'price'), 'id'] })),
  { name: 'posts_price_idx', columns: ['price', ...others('price'), 'id'] },
];

async function rebuild(db: Kysely<unknown>, withSold: boolean): Promise<void> {
  for (const { name, columns } of FEED_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('posts').columns(withSold ? [...columns, 'sold'] : columns).execute();
  }
}

/**
 * The feed's covering indexes hold `sold` too: the default view leaves sold posts out, and without the column
 * in the index every entry a page or a count walked needed its post's row read to test it (what these indexes
 * were made to avoid: a row is ten times the entry).
 */
export function feedIndexesHoldSoldMigration(): Migration {
  return {
    up: (db) => rebuild(db, true),
    down: (db) => rebuild(db, false),
  };
}
