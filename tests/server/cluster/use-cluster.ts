import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../support/free-port';
import { RoundRobinProxy } from '../../support/round-robin-proxy';
import { ServerProcess } from '../../support/server-process';
import { faultServerEnvironment } from '../faults/use-server-process';
import { buildTestApp, type TestApp } from '../support/helpers';
import { s3UrlOf, useS3Server } from '../support/s3-server';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const READY_TIMEOUT_MS = 30_000;
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

  beforeAll(async () => {
    if (!databaseUrl || !redisUrl) throw new Error('the cluster runs on PostgreSQL and Redis only');
    database = await openTestDatabase();
    const local = await buildTestApp(database.db);
    // The server processes read the real clock: sessions made here must be alive by it.
    local.clock.advance(Date.now() - local.clock.now().getTime());
    const processes: ServerProcess[] = [];
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
  }, 120_000);

  afterAll(async () => {
    await cluster?.proxy.close();
    await Promise.all(cluster?.processes.map((process) => process.stop()) ?? []);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    await cluster?.local.app.close();
    await database?.dispose();
  }, 60_000);

  return () => {
    if (!cluster) throw new Error('the cluster is read inside a test only');
    return cluster;
  };
}
