import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { withIdFor } from './columns';

/**
 * Spatial indexes for the nearby searches, prefix indexes for the user search, feedback and support
 * tickets, the bounded event log, and the referral index users.referred_by lacked.
 *
 * Nearby: exact coordinates stay in market_info.business_latitude/longitude and posts.latitude/longitude
 * (double precision). SQLite indexes them in R*Tree tables (vendor_geo, post_geo) that triggers keep in
 * step with every write, whoever makes it; an R*Tree box holds 32-bit floats rounded outward, so the store
 * narrows with the box and rechecks the exact distance on the exact coordinates, copied into the R*Tree's
 * auxiliary (64-bit) columns so a search needs no join. PostgreSQL indexes point(longitude, latitude)
 * with GiST (core PostgreSQL: no extension, so it works on any server and in every schema).
 *
 * Search: prefix ranges over lower-cased expressions. PostgreSQL compares them byte-wise (COLLATE "C"),
 * whatever the database's locale, so `key >= prefix AND key < prefix || U+10FFFF` is a prefix test an
 * index can walk; SQLite's BINARY collation already is.
 */
export function settingsGeoMigration(dialect: DialectName): Migration {
  const withId = withIdFor(dialect);
  const isPostgres = dialect === 'postgres';

  async function spatialIndexes(db: Kysely<unknown>): Promise<void> {
    if (isPostgres) {
      await sql`create index market_info_point_gist on market_info using gist (point(business_longitude, business_latitude))`.execute(db);
      await sql`create index posts_point_gist on posts using gist (point(longitude, latitude))`.execute(db);
      return;
    }
    // Boxes (32-bit, rounded outward) to search by, and the exact coordinates (+ auxiliary columns, 64-bit) to
    // measure with, so a search reads the R*Tree alone. A store is in it while it has a market name and a position.
    await sql`create virtual table vendor_geo using rtree(id, min_lat, max_lat, min_lng, max_lng, +latitude, +longitude)`.execute(db);
    const vendorRow = (row: 'new' | 'market_info') => sql.raw(
      `${row}.user_id, ${row}.business_latitude, ${row}.business_latitude, ${row}.business_longitude, ${row}.business_longitude, ` +
        `${row}.business_latitude, ${row}.business_longitude`,
    );
    const isIndexedStore = (row: 'new' | 'market_info') => sql.raw(
      `${row}.business_latitude is not null and ${row}.business_longitude is not null and trim(${row}.marketname) <> ''`,
    );
    await sql`insert into vendor_geo select ${vendorRow('market_info')} from market_info where ${isIndexedStore('market_info')}`.execute(db);
    await sql`create trigger market_info_geo_insert after insert on market_info when ${isIndexedStore('new')}
      begin
        insert or replace into vendor_geo values (${vendorRow('new')});
      end`.execute(db);
    await sql`create trigger market_info_geo_update
      after update of user_id, marketname, business_latitude, business_longitude on market_info
      begin
        delete from vendor_geo where id = old.user_id;
        insert or replace into vendor_geo select ${vendorRow('new')} where ${isIndexedStore('new')};
      end`.execute(db);
    await sql`create trigger market_info_geo_delete after delete on market_info
      begin
        delete from vendor_geo where id = old.user_id;
      end`.execute(db);

    // Posts sit at their store's position; the category rides along for the category filter.
    await sql`create virtual table post_geo using rtree(id, min_lat, max_lat, min_lng, max_lng, +latitude, +longitude, +category_id)`.execute(db);
    const postRow = (row: 'new' | 'posts') => sql.raw(
      `${row}.id, ${row}.latitude, ${row}.latitude, ${row}.longitude, ${row}.longitude, ${row}.latitude, ${row}.longitude, ${row}.category_id`,
    );
    const isIndexedPost = (row: 'new' | 'posts') => sql.raw(`${row}.latitude is not null and ${row}.longitude is not null`);
    await sql`insert into post_geo select ${postRow('posts')} from posts where ${isIndexedPost('posts')}`.execute(db);
    await sql`create trigger posts_geo_insert after insert on posts when ${isIndexedPost('new')}
      begin
        insert or replace into post_geo values (${postRow('new')});
      end`.execute(db);
    await sql`create trigger posts_geo_update after update of id, latitude, longitude, category_id on posts
      begin
        delete from post_geo where id = old.id;
        insert or replace into post_geo select ${postRow('new')} where ${isIndexedPost('new')};
      end`.execute(db);
    await sql`create trigger posts_geo_delete after delete on posts
      begin
        delete from post_geo where id = old.id;
      end`.execute(db);
  }

  async function searchIndexes(db: Kysely<unknown>): Promise<void> {
    const byteOrder = isPostgres ? sql` collate "C"` : sql``;
    const expressions: [string, string, ReturnType<typeof sql>][] = [
      ['users_username_prefix_idx', 'users', sql`username_lower`],
      ['users_full_name_prefix_idx', 'users', sql`lower(first_name || ' ' || last_name)`],
      ['users_last_name_prefix_idx', 'users', sql`lower(last_name)`],
      ['market_info_marketname_prefix_idx', 'market_info', sql`lower(marketname)`],
    ];
    for (const [name, table, expression] of expressions) {
      // SQLite's unique index on username_lower already serves byte-wise prefix ranges.
      if (!isPostgres && name === 'users_username_prefix_idx') continue;
      await sql`create index ${sql.id(name)} on ${sql.id(table)} ((${expression})${byteOrder})`.execute(db);
    }
  }

  return {
    async up(db: Kysely<unknown>) {
      await spatialIndexes(db);
      await searchIndexes(db);
      await db.schema.createIndex('users_referred_by_idx').on('users').column('referred_by').execute();
      // Nearby vendors with a category: "has a post in it" is one probe of this index per vendor.
      await db.schema.createIndex('posts_user_category_idx').on('posts').columns(['user_id', 'category_id']).execute();

      await withId(db.schema.createTable('support_tickets'))
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addCheckConstraint('support_tickets_status_check', sql`status in ('open', 'closed')`)
        .execute();
      await db.schema.createIndex('support_tickets_user_idx').on('support_tickets').columns(['user_id', 'id']).execute();

      // Every submission of the contact page: feedback, or a message on a support ticket (its first or a follow-up).
      await withId(db.schema.createTable('feedback'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('ticket_id', 'integer', (column) => column.references('support_tickets.id').onDelete('cascade'))
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('username', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('platform', 'text', (column) => column.notNull())
        .addColumn('client_timestamp', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addCheckConstraint(
          'feedback_kind_check',
          sql`(kind = 'feedback' and ticket_id is null) or (kind = 'ticket' and ticket_id is not null)`,
        )
        .execute();
      await db.schema.createIndex('feedback_user_idx').on('feedback').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('feedback_ticket_idx').on('feedback').columns(['ticket_id', 'id']).execute();

      // A bounded log: the store keeps the newest rows and deletes older ones in batches by id.
      await withId(db.schema.createTable('tracked_events'))
        .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
        .addColumn('event', 'text', (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('properties', 'text', (column) => column.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('tracked_events_user_idx').on('tracked_events').columns(['user_id', 'id']).execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['tracked_events', 'feedback', 'support_tickets']) await db.schema.dropTable(table).execute();
      for (const index of [
        'posts_user_category_idx', 'users_referred_by_idx', 'market_info_marketname_prefix_idx',
        'users_last_name_prefix_idx', 'users_full_name_prefix_idx',
      ]) {
        await db.schema.dropIndex(index).execute();
      }
      if (isPostgres) {
        for (const index of ['users_username_prefix_idx', 'posts_point_gist', 'market_info_point_gist']) {
          await db.schema.dropIndex(index).execute();
        }
        return;
      }
      for (const trigger of [
        'posts_geo_delete', 'posts_geo_update', 'posts_geo_insert',
        'market_info_geo_delete', 'market_info_geo_update', 'market_info_geo_insert',
      ]) {
        await sql`drop trigger ${sql.id(trigger)}`.execute(db);
      }
      await sql`drop table post_geo`.execute(db);
      await sql`drop table vendor_geo`.execute(db);
    },
  };
}
