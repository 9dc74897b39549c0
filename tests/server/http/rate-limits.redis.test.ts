import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/helpers';
import { buildTestApp, newUser } from '../support/helpers';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const redisUrl = process.env.TEST_REDIS_URL;
const lowered = { max: 2, windowMs: 60_000 };

// Runs where Redis is (CI sets TEST_REDIS_URL), like the PostgreSQL suite with TEST_DATABASE_URL.
describe.runIf(redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  let database: TestDatabase;
  let servers: TestApp[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const rateLimitNamespace = `test-${randomBytes(6).toString('hex')}:`;
    // One proxy in front of both processes: the address is the one it appends to X-Forwarded-For.
    const options = { env: { REDIS_URL: redisUrl ?? '', TRUST_PROXY: '1' }, rateLimits: { login: lowered, loginAccount: lowered }, rateLimitNamespace };
    servers = [await buildTestApp(database.db, options), await buildTestApp(database.db, options)];
  });

  afterAll(async () => {
    for (const server of servers) await server.app.close();
    await database.dispose();
  });

  it('counts logins on every server process against one limit', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers not built');
    const user = await newUser(first.stores);
    const attempt = (server: TestApp) =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password: 'Wrong2026x' },
        remoteAddress: '10.1.2.3',
      });
    expect((await attempt(first)).statusCode).toBe(400);
    expect((await attempt(second)).statusCode).toBe(400);
    const limited = await attempt(first);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(second)).statusCode).toBe(429);
  });

  it('counts wrong passwords for one account on every server process, whatever the address', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers not built');
    const user = await newUser(first.stores);
    const attempt = (server: TestApp, ip: string, password = 'Wrong2026x') =>
      server.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password }, remoteAddress: ip });
    expect((await attempt(first, '10.2.0.1')).statusCode).toBe(400);
    expect((await attempt(second, '10.2.0.2')).statusCode).toBe(400);
    expect((await attempt(first, '10.2.0.3', user.password)).statusCode).toBe(429);
  });

  it('counts one client behind the proxy once, whatever addresses it forges, on every process', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers not built');
    const user = await newUser(first.stores);
    const attempt = (server: TestApp, forged: string, username = user.username) =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'Wrong2026x' },
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': `${forged}, 41.58.7.7` },
      });
    expect((await attempt(first, '1.1.1.1', 'nobody_a')).statusCode).toBe(400);
    expect((await attempt(second, '2.2.2.2', 'nobody_b')).statusCode).toBe(400);
    expect((await attempt(first, '3.3.3.3')).statusCode).toBe(429);
  });
});
