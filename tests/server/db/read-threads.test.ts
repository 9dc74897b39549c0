import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/database';
import { ReadThreadStopped, startReadThreads, type ReadThreads } from '../../../server/db/read-threads';
import { SqliteDialectKeepingErrors } from '../../../server/db/sqlite-dialect';
import { withStatementCache } from '../../../server/db/statement-cache';

type Note = { id: number; body: string };

/** A read that takes the thread a few milliseconds: counts to 100,000. */
const SLOW_READ = 'with recursive n(x) as (select 1 union all select x + 1 from n where x < 100000) select count(*) as c from n';

describe('SQLite reads on read threads', () => {
  const directories: string[] = [];
  const opened: Db[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
  });

  async function open(readThreads: number) {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-reads-'));
    directories.push(directory);
    const db = openDatabase({ kind: 'sqlite', file: path.join(directory, 'app.sqlite'), readThreads });
    opened.push(db);
    await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
    return db.kysely;
  }

  const bodies = async <D>(db: Kysely<D>) => (await sql<Note>`select id, body from notes order by id`.execute(db)).rows.map((row) => row.body);

  it('a read answers while a transaction holds the main connection, and sees what was committed, not the open work', async () => {
    const db = await open(1);
    await sql`insert into notes (body) values ('committed')`.execute(db);
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('open')`.execute(trx);
      // Inside the transaction its own write shows.
      expect((await sql<Note>`select body from notes order by id`.execute(trx)).rows.map((row) => row.body)).toEqual(['committed', 'open']);
      await held;
    });
    await expect(bodies(db)).resolves.toEqual(['committed']);
    finish();
    await transaction;
    await expect(bodies(db)).resolves.toEqual(['committed', 'open']);
  });

  it('a write that returns rows runs on the main connection, and the next read sees it', async () => {
    const db = await open(1);
    const { rows } = await sql<{ id: number }>`insert into notes (body) values ('first') returning id`.execute(db);
    expect(rows).toEqual([{ id: 1 }]);
    await expect(bodies(db)).resolves.toEqual(['first']);
  });

  it("a failed read is SQLite's error, with its code", async () => {
    const db = await open(1);
    await expect(sql`select * from missing_table`.execute(db)).rejects.toMatchObject({ message: expect.stringContaining('no such table: missing_table') });
    await expect(sql`select nope from notes`.execute(db)).rejects.toThrow(/no such column/);
  });

  it('many reads at once come back each with its own rows', async () => {
    const db = await open(2);
    await db.transaction().execute(async (trx) => {
      for (let index = 1; index <= 50; index += 1) await sql`insert into notes (body) values (${`note ${index}`})`.execute(trx);
    });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => sql<Note>`select body from notes where id = ${(index % 50) + 1}`.execute(db)),
    );
    expect(answers.map((answer) => answer.rows[0]?.body)).toEqual(Array.from({ length: 200 }, (_, index) => `note ${(index % 50) + 1}`));
  });

  it('a read whose thread failed is answered by the main connection', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-reads-'));
    directories.push(directory);
    const database = new SqliteDatabase(path.join(directory, 'app.sqlite'));
    const failing: ReadThreads = {
      available: () => true,
      read: () => Promise.reject(new ReadThreadStopped()),
      usage: () => ({ connections: 0, idle: 0, waiting: 0 }),
      stop: async () => undefined,
    };
    const db = new Kysely<unknown>({ dialect: new SqliteDialectKeepingErrors(database, withStatementCache(database), failing) });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await sql`insert into notes (body) values ('kept')`.execute(db);
    await expect(bodies(db)).resolves.toEqual(['kept']);
    await db.destroy();
  });

  it('without threads every query runs on the main connection as before', async () => {
    const db = await open(0);
    await sql`insert into notes (body) values ('only')`.execute(db);
    await expect(bodies(db)).resolves.toEqual(['only']);
  });

  it('takes more reads once the thread has answered, before the busy event loop has taken the answers', async () => {
    await open(0);
    const [directory] = directories;
    const threads = startReadThreads(path.join(directory ?? '', 'app.sqlite'), 1);
    try {
      await threads.read('select 1', []);
      // Reads of a few milliseconds each: with 'select 1' an idle machine's thread answered some before the check below.
      const reads = Array.from({ length: 8 }, () => threads.read(SLOW_READ, []));
      expect(threads.available()).toBe(false);
      // The loop stays busy, as under load: no answer is taken until this turn ends.
      const until = Date.now() + 5000;
      while (!threads.available() && Date.now() < until);
      expect(threads.available()).toBe(true);
      await Promise.all(reads);
    } finally {
      await threads.stop();
    }
  });
});
