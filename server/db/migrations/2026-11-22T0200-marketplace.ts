import { sql, type Kysely, type Migration } from 'kysely';
import { CATEGORIES, DELIVERY_TIMES } from '../../../src/contract/catalogue';
import type { DialectName } from '../database';
import { withIdFor, referenceTo } from './columns';

/** The seeded tables as this migration writes them (a migration never follows later schema types). */
type SeedTables = {
  categories: { id: number; name: string; slug: string; category_type: string; sort_order: number; description: string };
  delivery_times: { id: number; value: string; label: string; sort_order: number };
};

const TABLES = [
  'chat_rooms', 'notifications', 'ratings', 'hidden_posts', 'saved_posts', 'follows', 'comments', 'likes',
  'post_media', 'posts', 'delivery_times', 'categories',
];

/**
 * Categories and delivery times (seeded), posts with their media, likes, comments, follows, saved and
 * hidden posts, seller ratings, notifications, and the chat rooms 'Message Seller' opens.
 * Posts copy their vendor's city, state and coordinates when created, so the feed filters on one table.
 */
export function marketplaceMigration(dialect: DialectName): Migration {
  const withId = withIdFor(dialect);
  const userRef = (name: string) => referenceTo(name, 'users.id');
  const postRef = referenceTo('post_id', 'posts.id');

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('slug', 'text', (column) => column.notNull().unique())
        .addColumn('category_type', 'text', (column) => column.notNull())
        .addColumn('sort_order', 'integer', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addCheckConstraint('categories_type_check', sql`category_type in ('product', 'service')`)
        .execute();
      await (db as Kysely<SeedTables>).insertInto('categories').values(CATEGORIES.map((category) => ({ ...category }))).execute();

      await db.schema
        .createTable('delivery_times')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull().unique())
        .addColumn('label', 'text', (column) => column.notNull())
        .addColumn('sort_order', 'integer', (column) => column.notNull())
        .execute();
      await (db as Kysely<SeedTables>).insertInto('delivery_times').values(DELIVERY_TIMES.map((option) => ({ ...option }))).execute();

      await userRef('user_id')(withId(db.schema.createTable('posts')))
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('caption', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('price', 'double precision', (column) => column.notNull())
        .addColumn('category_id', 'integer', (column) => column.notNull().references('categories.id'))
        .addColumn('category_type', 'text', (column) => column.notNull())
        .addColumn('delivery_time', 'text', (column) => column.notNull().references('delivery_times.value'))
        .addColumn('delivery_radius', 'double precision')
        .addColumn('city_key', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('state_key', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('no_of_likes', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('no_of_comments', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addCheckConstraint('posts_counts_check', sql`no_of_likes >= 0 and no_of_comments >= 0`)
        .execute();
      // Each filter narrows on its column and walks ids newest first.
      for (const column of ['user_id', 'category_id', 'category_type', 'city_key', 'state_key', 'delivery_time']) {
        await db.schema.createIndex(`posts_${column}_idx`).on('posts').columns([column, 'id']).execute();
      }
      await db.schema.createIndex('posts_price_idx').on('posts').columns(['price', 'id']).execute();
      await db.schema.createIndex('posts_position_idx').on('posts').columns(['latitude', 'longitude']).execute();

      await postRef(withId(db.schema.createTable('post_media')))
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('url', 'text', (column) => column.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('variants', 'text', (column) => column.notNull().defaultTo('[]'))
        .addCheckConstraint('post_media_kind_check', sql`kind in ('image', 'video')`)
        .execute();
      await db.schema.createIndex('post_media_post_idx').on('post_media').columns(['post_id', 'position']).execute();

      await userRef('user_id')(postRef(db.schema.createTable('likes')))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('likes_pk', ['post_id', 'user_id'])
        .execute();
      await db.schema.createIndex('likes_user_idx').on('likes').columns(['user_id', 'post_id']).execute();

      await userRef('user_id')(postRef(withId(db.schema.createTable('comments'))))
        .addColumn('parent_id', 'integer', (column) => column.references('comments.id').onDelete('cascade'))
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('comments_post_idx').on('comments').columns(['post_id', 'id']).execute();

      await userRef('followed_id')(userRef('follower_id')(db.schema.createTable('follows')))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followed_id'])
        .addCheckConstraint('follows_not_self_check', sql`follower_id <> followed_id`)
        .execute();
      await db.schema.createIndex('follows_followed_idx').on('follows').columns(['followed_id', 'follower_id']).execute();

      for (const table of ['saved_posts', 'hidden_posts']) {
        await userRef('user_id')(postRef(db.schema.createTable(table)))
          .addColumn('created_at', 'text', (column) => column.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'post_id'])
          .execute();
      }

      await userRef('vendor_id')(userRef('rater_id')(db.schema.createTable('ratings')))
        .addColumn('rating', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['rater_id', 'vendor_id'])
        .addCheckConstraint('ratings_range_check', sql`rating between 1 and 5 and rater_id <> vendor_id`)
        .execute();
      await db.schema.createIndex('ratings_vendor_idx').on('ratings').column('vendor_id').execute();

      await userRef('actor_id')(userRef('user_id')(withId(db.schema.createTable('notifications'))))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('post_id', 'integer', (column) => column.references('posts.id').onDelete('cascade'))
        .addColumn('comment_id', 'integer', (column) => column.references('comments.id').onDelete('cascade'))
        .addColumn('chat_code', 'text')
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('read_at', 'text')
        .addCheckConstraint(
          'notifications_kind_check',
          sql`kind in ('like', 'comment', 'reply', 'follow', 'share', 'message')`,
        )
        .execute();
      await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();

      // A pair of users shares one room: user_low_id is the smaller id.
      await userRef('user_high_id')(userRef('user_low_id')(withId(db.schema.createTable('chat_rooms'))))
        .addColumn('uniquecode', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addUniqueConstraint('chat_rooms_pair_unique', ['user_low_id', 'user_high_id'])
        .addCheckConstraint('chat_rooms_pair_check', sql`user_low_id < user_high_id`)
        .execute();
      await db.schema.createIndex('chat_rooms_high_idx').on('chat_rooms').column('user_high_id').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of TABLES) await db.schema.dropTable(table).execute();
    },
  };
}
