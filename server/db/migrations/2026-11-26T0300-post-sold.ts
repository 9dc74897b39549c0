import type { Kysely, Migration } from 'kysely';

/**
 * A post its owner marked sold (1) or available (0, every post before this). The feed's default view leaves sold
 * posts out by testing the column on the rows it walks, as it tests its other filters; `posts_sold_idx` finds the
 * few sold posts where a query needs them as a set (the SQLite R*Tree count).
 */
export function postSoldMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('posts').addColumn('sold', 'integer', (column) => column.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('posts_sold_idx').on('posts').columns(['sold', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('posts_sold_idx').execute();
      await db.schema.alterTable('posts').dropColumn('sold').execute();
    },
  };
}
