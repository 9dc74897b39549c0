import type { Kysely, Migration } from 'kysely';

/**
 * Reviews (issue 16): a rating becomes a review, its stars plus the buyer's words (empty for a rating given
 * before, or stars alone) and the vendor's public reply. One row per buyer and vendor, as ratings were, so the
 * profile's average and count are the reviews'. `ratings_vendor_newest_idx` serves a vendor's reviews newest first.
 */
export function reviewsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('ratings').addColumn('text', 'text', (column) => column.notNull().defaultTo('')).execute();
      await db.schema.alterTable('ratings').addColumn('reply', 'text').execute();
      await db.schema.alterTable('ratings').addColumn('replied_at', 'text').execute();
      await db.schema.createIndex('ratings_vendor_newest_idx').on('ratings').columns(['vendor_id', 'created_at', 'rater_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('ratings_vendor_newest_idx').execute();
      await db.schema.alterTable('ratings').dropColumn('replied_at').execute();
      await db.schema.alterTable('ratings').dropColumn('reply').execute();
      await db.schema.alterTable('ratings').dropColumn('text').execute();
    },
  };
}
