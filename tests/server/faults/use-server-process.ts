import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import type { TestDatabase } from '../test-database';
import { ServerProcess } from './server-process';

export type ServerProcessFixture = { local: TestApp; server: ServerProcess };

/**
 * A real server process over a test database for the describe block, and an app in this process over
 * the same database for its stores (users, rooms, and what the database holds afterwards).
 */
export function useServerProcess(openDatabase: () => Promise<TestDatabase>, env: Record<string, string> = {}): () => ServerProcessFixture {
  let database: TestDatabase;
  let fixture: ServerProcessFixture;

  beforeAll(async () => {
    database = await openDatabase();
    const local = await buildTestApp(database.db);
    // The server process reads the real clock: the sessions made here must be alive by it.
    local.clock.advance(Date.now() - local.clock.now().getTime());
    const server = await ServerProcess.create(database.url, env);
    await server.start();
    fixture = { local, server };
  }, 60_000);

  afterAll(async () => {
    await fixture.server.dispose();
    await fixture.local.app.close();
    await database.dispose();
  });

  return () => fixture;
}
