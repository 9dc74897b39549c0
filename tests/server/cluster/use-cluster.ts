import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../support/free-port';
import { RoundRobinProxy } from '../../support/round-robin-proxy';
import { ServerProcess } from '../../support/server-process';
import { faultServerEnvironment } from '../faults/use-server-process';
import { buildTestApp, type TestApp } from '../support/helpers';
import { s3UrlOf, useS3Server } from '../support/s3-server';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

/** Starting is mostly tsx compiling the server: on two cores shared with other work it took over 30 s. */
const READY_TIMEOUT_MS = 60_000;
/** Where this run's user ids start (PostgreSQL's int4 ids): see the beforeAll. */
const FIRST_USER_ID_RANGE = 1_000_000;
/** Short, so a rolling restart step waits little; long enough for a chat send in flight to finish. */
export const CLUSTER_GRACE_MS = 2000;

export type Cluster = {
  /** An app in this process over the same database, for its stores (users, rooms, what was stored). */
  local: TestApp;
  processes: ServerProcess[];
  proxy: RoundRobinProxy;
};

/**
 * Several real server processes (server/main.ts) on one PostgreSQL schema, one Redis and one S3-compatible bucket
 * (s3rver), each with a data directory of its own (so nothing is shared through the disk), behind a round-robin proxy.
 */
export function useCluster(size: number, databaseUrl: string | undefined, redisUrl: string | undefined): () => Cluster {
  const s3 = useS3Server();
  let database: TestDatabase | undefined;
  const dataDirs: string[] = [];
  let cluster: Cluster | undefined;
  /** Every process made, so that one that started is stopped even when another failed to start. */
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    if (!databaseUrl || !redisUrl) throw new Error('the cluster runs on PostgreSQL and Redis only');
    database = await openTestDatabase();
    // The processes hear every run's frames on a Redis shared with other runs (a user's channel is user:{id}): users of
    // their own keep two runs at once from hearing each other's presence.
    const firstUserId = FIRST_USER_ID_RANGE * (1 + Math.floor(Math.random() * 1000));
    await sql`select setval(pg_get_serial_sequence('users', 'id'), ${firstUserId})`.execute(database.db.kysely);
    const local = await buildTestApp(database.db);
    // The server processes read the real clock: sessions made here must be alive by it.
    local.clock.advance(Date.now() - local.clock.now().getTime());
    for (let index = 0; index < size; index += 1) {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-cluster-'));
      dataDirs.push(dataDir);
      const env = faultServerEnvironment(database.url, port, dataDir, { REDIS_URL: redisUrl, S3_URL: s3UrlOf(s3()), SHUTDOWN_GRACE_MS: String(CLUSTER_GRACE_MS) });
      processes.push(new ServerProcess({ port, env, readyTimeoutMs: READY_TIMEOUT_MS, stderr: 'pipe' }));
    }
    // Started together: each start is mostly tsx compiling, which the two cores share.
    await Promise.all(processes.map((process) => process.start()));
    const proxy = await RoundRobinProxy.start(processes.map((process) => Number(new URL(process.url).port)));
    cluster = { local, processes, proxy };
  }, 180_000);

  afterAll(async () => {
    await cluster?.proxy.close();
    await Promise.all(processes.map((process) => process.stop()));
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    await cluster?.local.app.close();
    await database?.dispose();
  }, 60_000);

  return () => {
    if (!cluster) throw new Error('the cluster is read inside a test only');
    return cluster;
  };
}
