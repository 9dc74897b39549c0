import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { referenceTo, withIdFor } from './columns';

/**
 * Moderators (issue 16): the users granted the role (`npm run admin -- grant-moderator USERNAME`), the suspensions
 * they decide (a user suspended until a date cannot sign in) and the audit log of every moderation action, with who
 * and when.
 */
export function moderatorsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('moderators')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('granted_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('suspensions')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('until', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('moderation_actions')
        .$call(withIdFor(dialect))
        .$call(referenceTo('moderator_id', 'users.id'))
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('target_id', 'integer', (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('until', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('moderation_actions').execute();
      await db.schema.dropTable('suspensions').execute();
      await db.schema.dropTable('moderators').execute();
    },
  };
}
