import type { Kysely, Migration } from 'kysely';
import { referenceTo } from './columns';

/**
 * Blocks between users (issue 16): one row per blocker and blocked user. Neither can message the other, and the
 * blocker's feed leaves out the blocked user's posts; `blocks_blocked_idx` answers "who blocked this user".
 */
export function blocksMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('blocks')
        .$call(referenceTo('blocker_id', 'users.id'))
        .$call(referenceTo('blocked_id', 'users.id'))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
        .execute();
      await db.schema.createIndex('blocks_blocked_idx').on('blocks').columns(['blocked_id', 'blocker_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('blocks').execute();
    },
  };
}
