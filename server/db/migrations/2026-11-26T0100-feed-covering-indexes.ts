import type { Kysely, Migration } from 'kysely';

/** Every column the feed's filter panel narrows on (a location filter has its own index). */
const FILTER_COLUMNS = ['category_id', 'category_type', 'price', 'state_key', 'city_key', 'delivery_time'] as const;
/** The filters that name one value: each leads an index, walked newest first. */
const EQUALITY_COLUMNS = ['category_id', 'category_type', 'state_key', 'city_key', 'delivery_time'] as const;

const otherFilters = (column: string) => FILTER_COLUMNS.filter((other) => other !== column);

/**
 * Feed indexes that hold every filter column. A filtered page and its bounded count walk one index newest
 * first and test the other filters in the index itself, without reading a post's row (a row holds the
 * description and is ten times the index entry): a price range within a category cost a row read for
 * each post of the category. `posts_filters_idx` serves filters with no equality (a price range, alone).
 */
export function feedCoveringIndexesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of EQUALITY_COLUMNS) {
        await db.schema.dropIndex(`posts_${column}_idx`).execute();
        await db.schema.createIndex(`posts_${column}_idx`).on('posts').columns([column, 'id', ...otherFilters(column)]).execute();
      }
      await db.schema.createIndex('posts_filters_idx').on('posts').columns(['id', ...FILTER_COLUMNS]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('posts_filters_idx').execute();
      for (const column of EQUALITY_COLUMNS) {
        await db.schema.dropIndex(`posts_${column}_idx`).execute();
        await db.schema.createIndex(`posts_${column}_idx`).on('posts').columns([column, 'id']).execute();
      }
    },
  };
}
