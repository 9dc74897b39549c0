import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../support/free-port';
import { ServerProcess } from '../../support/server-process';
import { buildTestApp, type TestApp } from '../support/helpers';
import type { TestDatabase } from '../support/test-database';

const READY_TIMEOUT_MS = 30_000;

export type ServerProcessFixture = { local: TestApp; server: ServerProcess };

/** The server's environment: the test database, a data directory of its own, `env` added. */
export function faultServerEnvironment(databaseUrl: string, port: number, dataDir: string, env: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    SEED_DEMO: '0',
    // The fault tests send far more than a person would; the limits are not what they test.
    RATE_LIMIT_MULTIPLIER: '10000',
    ...env,
  };
}

/**
 * A real server process over a test database for the describe block, and an app in this process over
 * the same database for its stores (users, rooms, and what the database holds afterwards).
 */
export function useServerProcess(openDatabase: () => Promise<TestDatabase>, env: Record<string, string> = {}): () => ServerProcessFixture {
  let database: TestDatabase;
  let dataDir: string;
  let fixture: ServerProcessFixture;

  beforeAll(async () => {
    database = await openDatabase();
    const local = await buildTestApp(database.db);
    // The server process reads the real clock: the sessions made here must be alive by it.
    local.clock.advance(Date.now() - local.clock.now().getTime());
    const port = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-fault-'));
    const server = new ServerProcess({ port, env: faultServerEnvironment(database.url, port, dataDir, env), readyTimeoutMs: READY_TIMEOUT_MS, stderr: 'pipe' });
    await server.start();
    fixture = { local, server };
  }, 60_000);

  afterAll(async () => {
    await fixture.server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await fixture.local.app.close();
    await database.dispose();
  });

  return () => fixture;
}
