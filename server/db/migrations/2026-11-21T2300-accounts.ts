import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { withIdFor } from './columns';

/** Accounts, store details, bank accounts, tokens, activation codes, password resets and presence. */
export function accountsMigration(dialect: DialectName): Migration {
  const withId = withIdFor(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'))
        .addColumn('username', 'text', (column) => column.notNull())
        .addColumn('username_lower', 'text', (column) => column.notNull().unique())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('email_lower', 'text', (column) => column.notNull().unique())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('verified_at', 'text')
        .addColumn('date_joined', 'text', (column) => column.notNull())
        .addColumn('dob', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('nationality', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('state', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('city', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('address', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('bio', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('display_bio', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('profileimg', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('coverimg', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('background_color', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('wallpaper', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('wallet_activated', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_known_latitude', 'double precision')
        .addColumn('last_known_longitude', 'double precision')
        .addColumn('location_updated_at', 'text')
        .addColumn('referral_code', 'text', (column) => column.notNull().unique())
        .addColumn('referred_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
        .execute();

      await db.schema
        .createTable('market_info')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('marketname', 'text', (column) => column.notNull())
        .addColumn('reg_number', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('address', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('city', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('state', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('country', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('display_phone', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('allow_comments', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('allow_multi_image', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('operational_radius', 'double precision')
        .addColumn('business_latitude', 'double precision')
        .addColumn('business_longitude', 'double precision')
        .addColumn('verified', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();

      await withId(db.schema.createTable('bank_accounts'))
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('bank_name', 'text', (column) => column.notNull())
        .addColumn('account_name', 'text', (column) => column.notNull())
        .addColumn('account_number', 'text', (column) => column.notNull())
        .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('bank_accounts_user_idx').on('bank_accounts').column('user_id').execute();

      await withId(db.schema.createTable('auth_tokens'))
        .addColumn('key_hash', 'text', (column) => column.notNull().unique())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('device', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_used_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('auth_tokens_user_device_idx')
        .on('auth_tokens')
        .columns(['user_id', 'device'])
        .unique()
        .execute();

      await db.schema
        .createTable('activation_codes')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('sent_at', 'text', (column) => column.notNull())
        .execute();

      await withId(db.schema.createTable('password_resets'))
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

      await db.schema
        .createTable('presence')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('last_seen', 'text', (column) => column.notNull())
        .addColumn('heartbeat_at', 'text', (column) => column.notNull())
        .addCheckConstraint('presence_status_check', sql`status in ('online', 'away', 'offline')`)
        .execute();
      await db.schema.createIndex('presence_status_idx').on('presence').columns(['status', 'heartbeat_at']).execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['presence', 'password_resets', 'activation_codes', 'auth_tokens', 'bank_accounts', 'market_info', 'users']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
