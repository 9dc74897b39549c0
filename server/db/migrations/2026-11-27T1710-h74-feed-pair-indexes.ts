import type { Kysely, Migration } from 'kysely';
import type { FeedIndex } from './2026-11-26T0400-feed-indexes-hold-sold';

const FILTER_COLUMNS = ['category_id', 'category_type', 'price', 'state_key', 'city_key', 'delivery_time'] as const;

/** The equality filters the panel combines most, as pairs that lead an index of their own (server/store/feed/feed-leads.ts). */
export const LEADING_PAIR_COLUMNS = [
  ['category_id', 'city_key'],
  ['category_id', 'delivery_time'],
  ['category_id', 'state_key'],
  ['city_key', 'delivery_time'],
  ['state_key', 'delivery_time'],
] as const;

const others = (...left: string[]) => FILTER_COLUMNS.filter((column) => !left.includes(column));

/** Each pair's id-ordered index (pages) and price index (counts), holding every filter column as the single ones do. */
const PAIR_INDEXES: FeedIndex[] = LEADING_PAIR_COLUMNS.flatMap(([first, second]) => [
  { name: `posts_${first}_${second}_idx`, columns: [first, second, 'id', ...others(first, second), 'sold', 'renewed_at'] },
  { name: `posts_${first}_${second}_price_idx`, columns: [first, second, 'price', ...others(first, second, 'price'), 'id', 'sold', 'renewed_at'] },
]);

/**
 * A narrow combination (a category, a city and a price range) walked its category's covering index until it had
 * filled a page and counted to the cap, passing over the posts of every other city: at 1,000,000 posts a
 * category's index holds 37,000 entries. A pair of equality filters leads its own index, so the walk starts
 * inside the combination.
 */
export function feedPairIndexesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const { name, columns } of PAIR_INDEXES) await db.schema.createIndex(name).on('posts').columns(columns).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const { name } of PAIR_INDEXES) await db.schema.dropIndex(name).execute();
    },
  };
}
