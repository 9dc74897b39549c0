import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';

export type TestDatabase = {
  db: Db;
  /** DATABASE_URL for a server started as its own process over this database (the fault tests kill one). */
  url: string;
  /** Empties every table, so each test starts from nothing. */
  reset(): Promise<void>;
  /** Closes the connection and removes the file or schema. */
  dispose(): Promise<void>;
};

/** Every table, children before parents (for deleting). */
export const TABLES = [
  'presence',
  'password_resets',
  'activation_codes',
  'auth_tokens',
  'bank_accounts',
  'market_info',
  'users',
] as const;

/** Migrates the database and wraps it; `remove` deletes the file or schema once the connection is closed. */
async function prepared(db: Db, url: string, remove: () => Promise<void>): Promise<TestDatabase> {
  await migrateToLatest(db);
  return {
    db,
    url,
    async reset() {
      for (const table of TABLES) await db.kysely.deleteFrom(table).execute();
    },
    async dispose() {
      await db.close();
      await remove();
    },
  };
}

/** A SQLite test database whatever TEST_DATABASE_URL says (for tests where the database is not the subject). */
export function openSqliteTestDatabase(): Promise<TestDatabase> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-test-'));
  const file = path.join(directory, 'test.sqlite');
  // One read thread, as a server on a machine with more than one core runs: every SQLite test reads through it.
  const db = openDatabase({ kind: 'sqlite', file, readThreads: 1 });
  return prepared(db, `sqlite:${file}`, async () => fs.rmSync(directory, { recursive: true, force: true }));
}

async function openPostgres(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = openDatabase({ kind: 'postgres', url }, { schema });
  const inSchema = new URL(url);
  inSchema.searchParams.set('options', `-c search_path=${schema}`);
  return prepared(db, inSchema.toString(), async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });
}

/** SQLite in a temp file by default; a fresh PostgreSQL schema when TEST_DATABASE_URL is set. */
export function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgres(url) : openSqliteTestDatabase();
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
