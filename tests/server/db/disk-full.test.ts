import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatMessageSchema, MESSAGES } from '../../../src/contract';
import { openDatabase, sqliteConnectionOf, type Db } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { groupCommit } from '../../../server/store/group-commit';
import { buildTestApp, type TestApp } from '../support/helpers';
import { captureLogs, LOG_LEVELS } from '../support/log-capture';
import { chatSocket, roomOfTwo, socketRoot, textFrame } from '../support/realtime-clients';

const logs = captureLogs();

/** A message long enough that a few of them need a new page of the database file. */
const LONG_TEXT = 'Is the Ankara fabric still available in blue? '.repeat(40).slice(0, 1900);

/**
 * A full disk on SQLite, simulated: `max_page_count` at the pages the file has now, so the next page the
 * database needs cannot be had (SQLITE_FULL), as when the disk has no room left; raised again, the room returns.
 */
async function fillTheDisk(db: Db): Promise<void> {
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db.kysely);
  await sql.raw(`pragma max_page_count = ${rows[0]?.page_count ?? 1}`).execute(db.kysely);
}

async function freeTheDisk(db: Db): Promise<void> {
  await sql`pragma max_page_count = 1073741823`.execute(db.kysely);
}

describe('a full disk on SQLite', () => {
  let directory = '';
  let db: Db | undefined;
  let t: TestApp | undefined;

  beforeEach(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-disk-full-'));
    db = openDatabase({ kind: 'sqlite', file: path.join(directory, 'full.sqlite') });
    await migrateToLatest(db);
    t = await buildTestApp(db, { logger: logs.logger });
    logs.clear();
  });

  afterEach(async () => {
    await t?.app.close();
    await db?.close();
    if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
    fs.rmSync(directory, { recursive: true, force: true });
  });

  function app(): TestApp {
    if (!t) throw new Error('no app');
    return t;
  }

  it('answers a chat send 503 "cannot save right now" over the API and the socket, logs SQLITE_FULL, loses nothing confirmed, and recovers', async () => {
    const { alice, bola, room } = await roomOfTwo(app().stores);
    const root = await socketRoot(app().app);
    const socket = await chatSocket(root, room.uniquecode, bola.token);
    const send = (tempId: string) =>
      app().app.inject({
        method: 'POST',
        url: `/api/v2/chats/${room.uniquecode}/messages/`,
        headers: { authorization: `Token ${alice.token}` },
        payload: { message: LONG_TEXT, message_type: 'text', temp_id: tempId },
      });
    await fillTheDisk(app().db);
    const confirmed: number[] = [];
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let index = 0; index < 50 && !refused; index += 1) {
      const answer = await send(`fill-${index}`);
      if (answer.statusCode === 201) confirmed.push(chatMessageSchema.parse(answer.json()).seq);
      else refused = answer;
    }
    expect(refused?.statusCode).toBe(503);
    expect(refused?.json()).toEqual({ message: MESSAGES.cannotSaveNow });

    socket.send(textFrame(room.uniquecode, bola.username, 'socket-full', LONG_TEXT));
    expect(await socket.next('error')).toEqual({ type: 'error', message: MESSAGES.cannotSaveNow });

    const errors = logs.errors();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((line) => JSON.stringify(line).includes('SQLITE_FULL'))).toBe(true);
    expect(JSON.stringify(logs.lines())).not.toContain('cannot rollback');
    expect(errors.every((line) => line.level === LOG_LEVELS.error)).toBe(true);

    await freeTheDisk(app().db);
    const retried = await send('retry-after-full');
    expect(retried.statusCode).toBe(201);
    socket.send(textFrame(room.uniquecode, bola.username, 'socket-full', LONG_TEXT));
    await socket.next('message_sent');
    const stored = await app().stores.messages.after(room.id, 0, 100);
    expect(stored.map((message) => message.seq)).toEqual([...confirmed, confirmed.length + 1, confirmed.length + 2]);
    await socket.close();
  });
});

describe('a full disk under a group commit', () => {
  it('when SQLite rolls the whole transaction back itself, rejects every piece of work in it with SQLITE_FULL, then commits again', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-disk-full-'));
    const db = openDatabase({ kind: 'sqlite', file: path.join(directory, 'group.sqlite') });
    try {
      await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
      const connection = sqliteConnectionOf(db.kysely);
      if (!connection) throw new Error('no SQLite connection');
      const run = groupCommit(db.kysely, () => connection);
      const insert = connection.prepare('insert into notes (body) values (?)');
      const add = (body: string) => run(() => void insert.run(body));
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db.kysely);
      await sql.raw(`pragma max_page_count = ${(rows[0]?.page_count ?? 1) + 20}`).execute(db.kysely);
      const outcomes = await Promise.allSettled(Array.from({ length: 60 }, (_, index) => add(`${index} ${LONG_TEXT}`)));
      const reasons = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as { code?: string }] : []));
      expect(reasons.length).toBeGreaterThan(0);
      expect(reasons.map((reason) => reason.code)).toEqual(reasons.map(() => 'SQLITE_FULL'));
      // What was answered as done is kept, and only that.
      const count = async () => Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(db.kysely)).rows[0]?.n);
      expect(await count()).toBe(outcomes.length - reasons.length);
      await freeTheDisk(db);
      await add('after the disk has room again');
      expect(await count()).toBe(outcomes.length - reasons.length + 1);
    } finally {
      await db.close();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
