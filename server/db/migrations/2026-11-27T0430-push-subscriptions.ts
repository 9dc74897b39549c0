import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { referenceTo, withIdFor } from './columns';

/**
 * Web push (issue 16): each browser a user subscribed (its endpoint is unique: a browser signed in to another
 * account moves to it), and which kinds each user is pushed (no row: every kind). `push_subscriptions_user_idx`
 * finds a user's browsers when something is pushed to them.
 */
export function pushSubscriptionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('push_subscriptions')
        .$call(withIdFor(dialect))
        .$call(referenceTo('user_id', 'users.id'))
        .addColumn('endpoint', 'text', (column) => column.notNull().unique())
        .addColumn('p256dh', 'text', (column) => column.notNull())
        .addColumn('auth', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').columns(['user_id', 'id']).execute();
      const onByDefault = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(1);
      await db.schema
        .createTable('push_preferences')
        .$call(referenceTo('user_id', 'users.id'))
        .addColumn('chat', 'integer', onByDefault)
        .addColumn('saved_search', 'integer', onByDefault)
        .addColumn('price_drop', 'integer', onByDefault)
        .addColumn('reply', 'integer', onByDefault)
        .addColumn('follow', 'integer', onByDefault)
        .addPrimaryKeyConstraint('push_preferences_pk', ['user_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('push_preferences').execute();
      await db.schema.dropTable('push_subscriptions').execute();
    },
  };
}
