import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { openDatabase } from '../../../../server/db/database';
import { migrateToLatest } from '../../../../server/db/migrate';
import { checkReadiness } from '../../../../server/http/health/readiness';
import { CuttableProxy } from '../../faults/cuttable-proxy';
import { get, testConfig, useTestApp } from '../../support/helpers';

const redisUrl = process.env.TEST_REDIS_URL;
/** Nothing listens on port 1 of this machine: a service that is down. */
const NOWHERE = '127.0.0.1:1';
const SECRET = 'Sup3rSecretKey';

describe('GET /healthz and GET /readyz', () => {
  const t = useTestApp();

  it('says the process is up, without a token, never cached', async () => {
    const response = await get(t().app, '/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database and media storage answer (no Redis configured)', async () => {
    const response = await get(t().app, '/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz with a service down', () => {
  const closing: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  /** An app over a migrated SQLite database, or over a PostgreSQL server that is not there. */
  async function appWith(environment: Record<string, string>, database: 'sqlite' | 'unreachable' = 'sqlite') {
    const db = openDatabase(database === 'sqlite' ? { kind: 'sqlite', file: ':memory:' } : { kind: 'postgres', url: `postgres://market:${SECRET}@${NOWHERE}/market` });
    if (database === 'sqlite') await migrateToLatest(db);
    const { app } = await buildApp({ config: testConfig(environment), db });
    // Closing clears this process's presence rows, which an unreachable database refuses.
    closing.push(() => db.close(), () => app.close().catch(() => undefined));
    return app;
  }

  it('answers 503 naming the storage when the bucket cannot be reached, and no secret', async () => {
    const app = await appWith({ S3_URL: `s3://media-key:${SECRET}@${NOWHERE}/market-media?tls=false` });
    const response = await get(app, '/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'down' } });
    for (const secret of [SECRET, 'media-key', 'market-media', NOWHERE]) expect(response.body).not.toContain(secret);
    expect((await get(app, '/healthz')).statusCode).toBe(200);
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const app = await appWith({}, 'unreachable');
    const response = await get(app, '/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'down', storage: 'ok' } });
    expect(response.body).not.toContain(SECRET);
  });

  it.runIf(redisUrl)('asks Redis when REDIS_URL is set, and answers 503 naming it while it is away', async () => {
    const proxy = await CuttableProxy.start(redisUrl ?? '');
    closing.push(() => proxy.close());
    const app = await appWith({ REDIS_URL: proxy.url });
    expect((await get(app, '/readyz')).json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });

    proxy.takeAway();
    const response = await get(app, '/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'down', storage: 'ok' } });
    proxy.restore();
  });

  it('counts a service that never answers as down once its deadline passes', async () => {
    const answer = await checkReadiness({ database: async () => undefined, storage: () => new Promise(() => undefined) }, 50);
    expect(answer).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'down' } });
  });
});
