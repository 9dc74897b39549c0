import type { Kysely, Migration } from 'kysely';

/** The filters that name one value; each leads a price index too. */
const EQUALITY_COLUMNS = ['category_id', 'category_type', 'state_key', 'city_key', 'delivery_time'] as const;
const FILTER_COLUMNS = [...EQUALITY_COLUMNS, 'price'] as const;

const indexName = (column: string) => (column === 'price' ? 'posts_price_idx' : `posts_${column}_price_idx`);

/** The index's columns: the leading filter, the price, the other filters and the id, so a count reads no row. */
function columnsOf(column: string): string[] {
  const rest = FILTER_COLUMNS.filter((other) => other !== column && other !== 'price');
  return column === 'price' ? ['price', ...rest, 'id'] : [column, 'price', ...rest, 'id'];
}

/**
 * Counting a price range walks only the posts inside it: an equality filter and the price lead an index
 * (`posts_<column>_price_idx`), or the price alone does (`posts_price_idx`, which now holds every filter). The id-ordered indexes walked
 * every post of the equality filter to count a narrow range (a 1% range of 'product' walked 50,000 entries,
 * 10 ms at 100,000 posts); a page still walks those newest first.
 */
export function feedPriceIndexesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('posts_price_idx').execute();
      for (const column of FILTER_COLUMNS) await db.schema.createIndex(indexName(column)).on('posts').columns(columnsOf(column)).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of FILTER_COLUMNS) await db.schema.dropIndex(indexName(column)).execute();
      await db.schema.createIndex('posts_price_idx').on('posts').columns(['price', 'id']).execute();
    },
  };
}
