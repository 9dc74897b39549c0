import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';

/** A seeded database for a benchmark, and how the server process finds it (BENCH_* variables). */
export type BenchDatabase<TSeeded> = {
  kind: 'sqlite' | 'postgres';
  env: Record<string, string>;
  seedSeconds: number;
  seeded: TSeeded;
  dispose(): Promise<void>;
};

export type BenchDatabaseOptions<TSeeded> = {
  /** Names the temp data directory. */
  label: string;
  postgresUrl: string | undefined;
  /** `config`: the server's, for its media folder. */
  seed: (db: Kysely<Database>, config: Config) => Promise<TSeeded>;
  /** Tables PostgreSQL analyzes after the seed, so its planner sees the real sizes. */
  analyze: readonly string[];
};

/** SQLite in a temp data directory, or a fresh schema of BENCH_DATABASE_URL; migrated and seeded. */
export async function prepareBenchDatabase<TSeeded>(options: BenchDatabaseOptions<TSeeded>): Promise<BenchDatabase<TSeeded>> {
  const { postgresUrl } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `naija-market-${options.label}-bench-`));
  const schema = postgresUrl ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  const admin = postgresUrl ? new pg.Client({ connectionString: postgresUrl }) : undefined;
  await admin?.connect();
  if (schema) await admin?.query(`create schema ${schema}`);

  const config = loadConfig({ NODE_ENV: 'production', MAIL_TO_LOG: '1', DATA_DIR: dataDir, ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}) });
  const db = openDatabase(config.database, { schema });
  await migrateToLatest(db);
  const started = performance.now();
  const seeded = await options.seed(db.kysely, config);
  const seedSeconds = (performance.now() - started) / 1000;
  if (schema) await admin?.query(`analyze ${options.analyze.map((table) => `${schema}.${table}`).join(', ')}`);
  await db.close();

  return {
    kind: postgresUrl ? 'postgres' : 'sqlite',
    env: { BENCH_DATA_DIR: dataDir, ...(postgresUrl && schema ? { BENCH_DATABASE_URL: postgresUrl, BENCH_DB_SCHEMA: schema } : {}) },
    seedSeconds,
    seeded,
    async dispose() {
      if (schema) await admin?.query(`drop schema ${schema} cascade`);
      await admin?.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
