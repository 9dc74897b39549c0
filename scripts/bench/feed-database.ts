import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedFeed } from './feed-seed';

/** A seeded database for the feed benchmark, and how the server process finds it. */
export type BenchDatabase = { kind: 'sqlite' | 'postgres'; env: Record<string, string>; seedSeconds: number; dispose(): Promise<void> };

export type BenchDatabaseOptions = { posts: number; vendors: number; postgresUrl: string | undefined };

/** SQLite in a temp data directory, or a fresh schema of BENCH_DATABASE_URL; migrated and seeded. */
export async function prepareBenchDatabase({ posts, vendors, postgresUrl }: BenchDatabaseOptions): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-feed-bench-'));
  const schema = postgresUrl ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  const admin = postgresUrl ? new pg.Client({ connectionString: postgresUrl }) : undefined;
  await admin?.connect();
  if (schema) await admin?.query(`create schema ${schema}`);

  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}) });
  const db = openDatabase(config.database, { schema });
  await migrateToLatest(db);
  const started = performance.now();
  await seedFeed(db.kysely, { posts, vendors });
  const seedSeconds = (performance.now() - started) / 1000;
  if (schema) await admin?.query(`analyze ${schema}.posts, ${schema}.post_media, ${schema}.users, ${schema}.market_info`);
  await db.close();

  return {
    kind: postgresUrl ? 'postgres' : 'sqlite',
    env: { BENCH_DATA_DIR: dataDir, ...(postgresUrl && schema ? { BENCH_DATABASE_URL: postgresUrl, BENCH_DB_SCHEMA: schema } : {}) },
    seedSeconds,
    async dispose() {
      if (schema) await admin?.query(`drop schema ${schema} cascade`);
      await admin?.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
