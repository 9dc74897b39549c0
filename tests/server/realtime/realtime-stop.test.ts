import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTART_REASON } from '../../../server/realtime/socket-routes';
import { CLOSE_CODES } from '../../../src/contract';
import { buildTestApp, type TestApp } from '../support/helpers';
import { chatSocket, redisNamespace, roomOfTwo, settle, socketRoot, textFrame } from '../support/realtime-clients';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Whether a statement waits on the row lock `lock` holds (the room's: the message's numbering). */
async function blockedBy(lock: pg.Client): Promise<boolean> {
  // Inside a transaction PostgreSQL answers the activity view from its first snapshot unless told to drop it.
  await lock.query('select pg_stat_clear_snapshot()');
  const { rows } = await lock.query<{ blocked: string }>('select count(*) as blocked from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))');
  return Number(rows[0]?.blocked) > 0;
}

// PostgreSQL holds the message's statement on the room's row lock, so the stop begins while the send is in flight.
describe.runIf(databaseUrl && redisUrl)('a process that stops while a chat message is being stored (PostgreSQL, Redis)', () => {
  let database: TestDatabase;
  let staying: TestApp;
  let stopping: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    const options = { env: { REDIS_URL: redisUrl ?? '' }, hubNamespace: redisNamespace(), rateLimitNamespace: redisNamespace() };
    [staying, stopping] = [await buildTestApp(database.db, options), await buildTestApp(database.db, options)];
  });

  afterAll(async () => {
    await staying.app.close();
    await stopping.app.close();
    await database.dispose();
  });

  it('publishes the message to the other processes before it lets go of Redis', async () => {
    const { alice, bola, room } = await roomOfTwo(staying.stores);
    const bolaSocket = await chatSocket(await socketRoot(staying.app), room.uniquecode, bola.token);
    const aliceSocket = await chatSocket(await socketRoot(stopping.app), room.uniquecode, alice.token);

    const lock = new pg.Client({ connectionString: database.url });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('select id from chat_rooms where id = $1 for update', [room.id]);
      aliceSocket.send(textFrame(room.uniquecode, alice.username, 'in-flight', 'sent as the process stops'));
      await expect.poll(() => blockedBy(lock), { timeout: 5000 }).toBe(true);

      const stopped = stopping.app.close();
      expect(await aliceSocket.closed).toEqual({ code: CLOSE_CODES.serviceRestart, reason: RESTART_REASON });
      // Time for the stop to go as far as it goes without the message.
      await Promise.race([stopped, settle(500)]);
      await lock.query('commit');
      await stopped;
    } finally {
      await lock.end();
    }

    const heard = await bolaSocket.next('chat');
    expect(heard.message).toMatchObject({ message: 'sent as the process stops', sender_username: alice.username, seq: 1 });
    await settle();
    expect(bolaSocket.all('chat')).toHaveLength(1);
    await bolaSocket.close();
  });
});
