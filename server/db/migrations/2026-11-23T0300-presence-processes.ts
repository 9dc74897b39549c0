import type { Kysely, Migration } from 'kysely';
import { referenceTo } from './columns';

/**
 * Which server processes hold at least one socket of a user. With several processes (Redis), the one where
 * a user's last local socket closes sets them offline only when no other process holds a fresh row; each
 * process refreshes its rows while it runs, so a process that died stops counting once its rows are stale.
 */
export function presenceProcessesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await referenceTo('user_id', 'users.id')(db.schema.createTable('presence_processes'))
        .addColumn('process_id', 'text', (column) => column.notNull())
        .addColumn('refreshed_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('presence_processes_pk', ['user_id', 'process_id'])
        .execute();
      await db.schema.createIndex('presence_processes_process_idx').on('presence_processes').column('process_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('presence_processes').execute();
    },
  };
}
