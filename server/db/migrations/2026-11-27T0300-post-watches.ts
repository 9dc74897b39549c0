import type { Kysely, Migration } from 'kysely';
import { referenceTo } from './columns';

/**
 * Price watches (issue 16): one row per watcher and post; a lowered price tells every watcher.
 * `post_watches_post_idx` finds a post's watchers when its owner edits it.
 */
export function postWatchesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('post_watches')
        .$call(referenceTo('user_id', 'users.id'))
        .$call(referenceTo('post_id', 'posts.id'))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('post_watches_pk', ['user_id', 'post_id'])
        .execute();
      await db.schema.createIndex('post_watches_post_idx').on('post_watches').columns(['post_id', 'user_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('post_watches').execute();
    },
  };
}
