import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { referenceTo, withIdFor } from './columns';

/**
 * Reports of posts, users and chat messages (issue 16): one per reporter per target, so the unique index is what
 * refuses a second one. `held_posts` holds the posts no one but their owner sees until a moderator reviews them
 * (held by reports once enough distinct users reported them); the feed leaves them out as it leaves out hidden posts.
 */
export function reportsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reports')
        .$call(withIdFor(dialect))
        .$call(referenceTo('reporter_id', 'users.id'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('target_id', 'integer', (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('details', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('resolved_at', 'text')
        .execute();
      await db.schema.createIndex('reports_reporter_target_idx').on('reports').columns(['reporter_id', 'kind', 'target_id']).unique().execute();
      await db.schema.createIndex('reports_target_idx').on('reports').columns(['kind', 'target_id']).execute();
      await db.schema
        .createTable('held_posts')
        .addColumn('post_id', 'integer', (column) => column.primaryKey().references('posts.id').onDelete('cascade'))
        .addColumn('held_at', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('held_posts').execute();
      await db.schema.dropTable('reports').execute();
    },
  };
}
