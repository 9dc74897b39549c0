import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { referenceTo, setNotificationKinds, withIdFor } from './columns';

const KINDS_BEFORE = ['like', 'comment', 'reply', 'follow', 'share', 'message'];

/**
 * Saved searches and their alerts (issue 16): a user's named listing searches (`query` is GET /listings'
 * parameters as JSON text), each with alerts on or off. `pending_matches` counts matches not yet told and
 * `last_alert_at` is when the last alert went, so one alert per search per hour is claimed by one conditional
 * update whichever process found the match. An alert is a notification of kind 'saved_search' naming its search.
 */
export function savedSearchesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('saved_searches')
        .$call(withIdFor(dialect))
        .$call(referenceTo('user_id', 'users.id'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('query', 'text', (column) => column.notNull())
        .addColumn('alerts', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('pending_matches', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_alert_at', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('saved_searches_user_idx').on('saved_searches').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('saved_searches_pending_idx').on('saved_searches').columns(['pending_matches', 'last_alert_at']).execute();
      await setNotificationKinds(db, dialect, [...KINDS_BEFORE, 'saved_search']);
      await db.schema
        .alterTable('notifications')
        .addColumn('saved_search_id', 'integer', (column) => column.references('saved_searches.id').onDelete('cascade'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from notifications where kind = 'saved_search'`.execute(db);
      await db.schema.alterTable('notifications').dropColumn('saved_search_id').execute();
      await setNotificationKinds(db, dialect, KINDS_BEFORE);
      await db.schema.dropTable('saved_searches').execute();
    },
  };
}
