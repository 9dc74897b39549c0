import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/database';
import { migrations } from '../../../server/db/migrations';
import { createStores } from '../../../server/store';
import { newUser, TestClock } from '../support/helpers';

const BEFORE = '2026-11-27T1040-retries-write-keys';
const KEYS = '2026-11-27T1041-retries-saved-search-keys';

/** A database with no tables: SQLite in a temp file, or a fresh PostgreSQL schema with TEST_DATABASE_URL. */
async function emptyDatabase(): Promise<{ db: Db; dispose: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-migration-'));
    const db = openDatabase({ kind: 'sqlite', file: path.join(directory, 'test.sqlite') });
    const dispose = async () => {
      await db.close();
      fs.rmSync(directory, { recursive: true, force: true });
    };
    return { db, dispose };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = openDatabase({ kind: 'postgres', url }, { schema });
  const dispose = async () => {
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  return { db, dispose };
}

/** Migrates up to and including `last`. */
async function migrateThrough(db: Db, last: string): Promise<void> {
  const all = migrations(db.dialect);
  const upTo = Object.fromEntries(Object.entries(all).filter(([name]) => name <= last));
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => upTo }, ...(db.schema ? { migrationTableSchema: db.schema } : {}) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

async function savedBy(on: Kysely<unknown>, userId: number, name: string, query: string, id: number): Promise<void> {
  await sql`insert into saved_searches (id, user_id, name, query, created_at) values (${id}, ${userId}, ${name}, ${query}, '2026-11-26T09:00:00.000Z')`.execute(on);
}

describe(`migration ${KEYS}`, () => {
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => dispose?.());

  it('keeps the first of searches saved twice (same owner, name and query in any order) and the others apart', async () => {
    const opened = await emptyDatabase();
    dispose = opened.dispose;
    const { db } = opened;
    await migrateThrough(db, BEFORE);
    const on = db.kysely as unknown as Kysely<unknown>;
    const stores = createStores(db.kysely, db.dialect, new TestClock());
    const [ada, bola] = [await newUser(stores), await newUser(stores)];
    await savedBy(on, ada.id, 'ankara', '{"q":"ankara","max_price":20000}', 10);
    await savedBy(on, ada.id, 'ankara', '{"max_price":20000,"q":"ankara"}', 11);
    await savedBy(on, ada.id, 'ankara', '{"q":"ankara"}', 12);
    await savedBy(on, ada.id, 'cheap ankara', '{"q":"ankara","max_price":20000}', 13);
    await savedBy(on, bola.id, 'ankara', '{"q":"ankara","max_price":20000}', 14);

    await migrateThrough(db, KEYS);
    const rows = await sql<{ id: number }>`select id from saved_searches order by id`.execute(on);
    expect(rows.rows.map((row) => Number(row.id))).toEqual([10, 12, 13, 14]);
    // The same search saved again now meets the unique index.
    const again = sql`insert into saved_searches (user_id, name, query, query_key, created_at) select user_id, name, query, query_key, created_at from saved_searches where id = 12`;
    await expect(again.execute(on)).rejects.toThrow(/unique|duplicate key/i);
  });
});
