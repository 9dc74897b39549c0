import { sql, type Kysely, type Migration } from 'kysely';
import { FEED_INDEXES } from './2026-11-26T0400-feed-indexes-hold-sold';

async function rebuildFeedIndexes(db: Kysely<unknown>, withRenewal: boolean): Promise<void> {
  for (const { name, columns } of FEED_INDEXES) {
    await db.schema.dropIndex(name).execute();
    const held = withRenewal ? [...columns, 'sold', 'renewed_at'] : [...columns, 'sold'];
    await db.schema.createIndex(name).on('posts').columns(held).execute();
  }
}

/**
 * Post expiry (issue 16): `renewed_at` is when the post was made or last renewed (its created_at for every post
 * before this); 60 days on, no feed, search, nearby list or other user's profile shows it. The feed's covering
 * indexes hold it, as they hold `sold`, so testing it reads no post row. `expiry_notices_sent` counts the owner's
 * notices of this renewal (1: the week's warning, 2: the expiry too), so the sweep sends each once.
 * `posts_expiry_idx` finds what the sweep has to tell.
 */
export function postRenewalMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('posts').addColumn('renewed_at', 'text', (column) => column.notNull().defaultTo('')).execute();
      await db.schema.alterTable('posts').addColumn('expiry_notices_sent', 'integer', (column) => column.notNull().defaultTo(0)).execute();
      await sql`update posts set renewed_at = created_at`.execute(db);
      await db.schema.createIndex('posts_expiry_idx').on('posts').columns(['expiry_notices_sent', 'renewed_at']).execute();
      await db.schema.createIndex('posts_renewed_idx').on('posts').columns(['renewed_at', 'id']).execute();
      await rebuildFeedIndexes(db, true);
    },
    async down(db: Kysely<unknown>) {
      await rebuildFeedIndexes(db, false);
      await db.schema.dropIndex('posts_renewed_idx').execute();
      await db.schema.dropIndex('posts_expiry_idx').execute();
      await db.schema.alterTable('posts').dropColumn('expiry_notices_sent').execute();
      await db.schema.alterTable('posts').dropColumn('renewed_at').execute();
    },
  };
}
