import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every sign-in is its own session (the owner's decision): the device string only names it, so two sign-ins
 * with the same device string no longer replace each other. Each session keeps where it signed in from (the
 * address) and with which browser (the user agent), for the user's list of sessions.
 */
export function sessionsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('auth_tokens_user_device_idx').execute();
      await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();
      await db.schema.alterTable('auth_tokens').addColumn('ip', 'text', (column) => column.notNull().defaultTo('')).execute();
      await db.schema.alterTable('auth_tokens').addColumn('user_agent', 'text', (column) => column.notNull().defaultTo('')).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('auth_tokens').dropColumn('user_agent').execute();
      await db.schema.alterTable('auth_tokens').dropColumn('ip').execute();
      await db.schema.dropIndex('auth_tokens_user_idx').execute();
      // The newest session of each device string stays, as the one-per-device rule kept it.
      await sql`delete from auth_tokens where exists (select 1 from auth_tokens newer
        where newer.user_id = auth_tokens.user_id and newer.device = auth_tokens.device and newer.id > auth_tokens.id)`.execute(db);
      await db.schema.createIndex('auth_tokens_user_device_idx').on('auth_tokens').columns(['user_id', 'device']).unique().execute();
    },
  };
}
