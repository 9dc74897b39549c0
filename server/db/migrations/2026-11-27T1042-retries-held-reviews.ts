import type { Kysely, Migration } from 'kysely';

/**
 * Reviews held from the vendor's profile (issue 16): hidden by a moderator, or reported by enough distinct users
 * pending review, as posts are in `held_posts`. A held review leaves the profile's list, average and count.
 */
export function heldReviewsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('held_reviews')
        .addColumn('review_id', 'integer', (column) => column.primaryKey().references('ratings.id').onDelete('cascade'))
        .addColumn('held_at', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('held_reviews').execute();
    },
  };
}
