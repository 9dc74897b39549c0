import fs from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/database';

/**
 * Another process on the same SQLite file, as a worker thread with its own connection: told to, it adds a row
 * (waiting up to 5 s for the write lock, as the server's connection does) and says whether it could.
 */
const OTHER_PROCESS = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const database = new Database(workerData.file);
database.pragma('busy_timeout = 5000');
parentPort.on('message', () => {
  try {
    database.prepare('insert into counted (n) values (2)').run();
    parentPort.postMessage('written');
  } catch (error) {
    parentPort.postMessage('failed: ' + error.message);
  }
});
`;

function otherProcess(file: string): Worker {
  return new Worker(OTHER_PROCESS, { eval: true, workerData: { file, driver: require.resolve('better-sqlite3') } });
}

type Shared = { directory: string; db: Db; other: Worker };

async function sharedFile(): Promise<Shared> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-write-tx-'));
  const file = path.join(directory, 'shared.sqlite');
  const db = openDatabase({ kind: 'sqlite', file });
  await sql`create table counted (n integer not null)`.execute(db.kysely);
  return { directory, db, other: otherProcess(file) };
}

describe('write transactions on SQLite with several processes', () => {
  let shared: Shared | undefined;

  afterEach(async () => {
    await shared?.other.terminate();
    await shared?.db.close();
    if (shared) fs.rmSync(shared.directory, { recursive: true, force: true });
  });

  it('a count then an insert holds while another process writes: neither fails, the other waits its turn', async () => {
    shared = await sharedFile();
    const { db, other } = shared;
    const heard = once(other, 'message');
    const counted = await db.kysely.transaction().execute(async (trx) => {
      const { rows } = await sql<{ total: number }>`select count(*) as total from counted`.execute(trx);
      other.postMessage('write');
      // Long enough for the other process to write and commit, were it let in between this read and this write.
      await Promise.race([heard, delay(400)]);
      await sql`insert into counted (n) values (1)`.execute(trx);
      return rows[0]?.total;
    });
    expect(counted).toBe(0);
    expect(await heard).toEqual(['written']);
    const { rows } = await sql<{ n: number }>`select n from counted order by rowid`.execute(db.kysely);
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
  });
});
