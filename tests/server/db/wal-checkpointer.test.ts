import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/database';

describe('the SQLite WAL checkpointer', () => {
  const directories: string[] = [];
  const opened: Db[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
  });

  function open() {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-wal-'));
    directories.push(directory);
    const file = path.join(directory, 'app.sqlite');
    const db = openDatabase({ kind: 'sqlite', file });
    opened.push(db);
    return { db, file, sizeOf: (suffix = '') => (fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : 0) };
  }

  it('copies committed pages into the database file within seconds, far below the commits’ own threshold', async () => {
    const { db, sizeOf } = open();
    await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
    const before = sizeOf();
    const body = 'x'.repeat(1000);
    for (let batch = 0; batch < 20; batch += 1) {
      await db.kysely.transaction().execute(async (trx) => {
        for (let row = 0; row < 50; row += 1) await sql`insert into notes (body) values (${body})`.execute(trx);
      });
    }
    expect(sizeOf('-wal')).toBeGreaterThan(1_000_000);
    await expect.poll(() => sizeOf(), { timeout: 5000, interval: 100 }).toBeGreaterThan(before + 1_000_000);
  });

  it('closes with the app’s connection last, which folds the WAL in and removes it', async () => {
    const { db, sizeOf } = open();
    await sql`create table notes (id integer primary key)`.execute(db.kysely);
    await sql`insert into notes default values`.execute(db.kysely);
    opened.splice(opened.indexOf(db), 1);
    await db.close();
    expect(sizeOf('-wal')).toBe(0);
    expect(sizeOf()).toBeGreaterThan(0);
  });
});
