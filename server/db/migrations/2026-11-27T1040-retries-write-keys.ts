import type { Kysely, Migration } from 'kysely';
import { referenceTo } from './columns';

/**
 * Idempotency keys of comments and posts (issue 16's retries): one row per author, kind and key, so a resend of
 * the same write (its answer lost, the deadline hit) finds what the first made; the primary key makes two resends
 * at once store one. A row lives as long as what it made (one per comment or post at most).
 */
export function writeKeysMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('write_keys')
        .$call(referenceTo('user_id', 'users.id'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('made_id', 'integer')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('write_keys_pk', ['user_id', 'kind', 'key'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('write_keys').execute();
    },
  };
}
