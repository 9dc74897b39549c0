/**
 * A SQLite file of the feed bench's posts (its seeding, scripts/bench/feed-seed.ts), kept under a directory so a
 * million posts are seeded once: `tsx scripts/bench/feed-seeded-file.ts DIR POSTS` migrates and seeds DIR when it
 * holds no database yet, and migrates it to the latest schema otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedFeed } from './feed-seed';

const VENDORS = 300;

/**
 * Runs the seed with the posts' indexes dropped and makes them again after: a million posts inserted into twenty
 * indexes through SQLite's 2 MB page cache took over an hour, each index built once from its rows takes seconds.
 */
async function withoutPostIndexes(db: Kysely<Database>, seed: () => Promise<void>): Promise<void> {
  const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and tbl_name = 'posts' and sql is not null`.execute(db);
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(db);
  await seed();
  await sql`pragma cache_size = -1000000`.execute(db);
  for (const index of rows) await sql.raw(index.sql).execute(db);
}

export async function seededFeedFile(dataDir: string, posts: number): Promise<void> {
  const fresh = !fs.existsSync(path.join(dataDir, 'naija-market.sqlite'));
  const config = loadConfig({ NODE_ENV: 'production', MAIL_TO_LOG: '1', DATA_DIR: dataDir, SQLITE_READ_THREADS: '0' });
  const db = openDatabase(config.database);
  let started = performance.now();
  await migrateToLatest(db);
  process.stdout.write(`migrated in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  if (fresh) {
    started = performance.now();
    await withoutPostIndexes(db.kysely, () => seedFeed(db.kysely, { posts, vendors: VENDORS }));
    process.stdout.write(`seeded ${posts} posts in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
  await db.close();
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [dir, posts] = process.argv.slice(2);
  if (!dir || !posts) throw new Error('usage: feed-seeded-file.ts DIR POSTS');
  await seededFeedFile(dir, Number(posts));
}
