/**
 * Requests per second of a few accounts calls that need no password work, measured with Fastify's
 * inject on a temporary SQLite database (no network), printed as a table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo';

const DURATION_MS = 4000;
const CONCURRENCY = 16;

type Scenario = { name: string; method: 'GET' | 'POST'; url: string; auth: boolean; payload?: Record<string, unknown> };

type Row = { name: string; requests: number; perSecond: number; p50: number; p99: number };

export async function runAccountsBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const { app, deps } = await buildApp({
    config,
    db,
    logger: false,
    rateLimits: { login: { max: 1_000_000, windowMs: 60_000 } },
  });
  const [vendor, buyer] = await seedDemo(deps.stores);
  if (!vendor || !buyer) throw new Error('the demo seed gave no users');

  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: buyer.username, password: DEMO_PASSWORD, device: 'bench' },
  });
  const token = login.json<{ token: string }>().token;

  const scenarios: Scenario[] = [
    { name: 'GET /fetchcurruserdetails (self)', method: 'GET', url: `/api/fetchcurruserdetails?username=${buyer.username}`, auth: true },
    { name: 'GET /fetchcurruserdetails (visitor)', method: 'GET', url: `/api/fetchcurruserdetails?username=${vendor.username}`, auth: false },
    { name: 'GET /users/online/', method: 'GET', url: '/api/users/online/', auth: false },
    { name: 'GET /user/{username}/status', method: 'GET', url: `/api/user/${vendor.username}/status`, auth: false },
    { name: 'POST /user/online-status/', method: 'POST', url: '/api/user/online-status/', auth: true, payload: { is_online: true } },
  ];

  async function measure(scenario: Scenario): Promise<Row> {
    const latencies: number[] = [];
    const end = performance.now() + DURATION_MS;
    const worker = async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const response = await app.inject({
          method: scenario.method,
          url: scenario.url,
          headers: scenario.auth ? { authorization: `Token ${token}` } : {},
          ...(scenario.payload ? { payload: scenario.payload } : {}),
        });
        if (response.statusCode !== 200) throw new Error(`${scenario.name}: ${response.statusCode} ${response.body}`);
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const elapsed = performance.now() - started;
    latencies.sort((a, b) => a - b);
    const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
    return { name: scenario.name, requests: latencies.length, perSecond: (latencies.length / elapsed) * 1000, p50: at(0.5), p99: at(0.99) };
  }

  const rows: Row[] = [];
  for (const scenario of scenarios) rows.push(await measure(scenario));
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const width = Math.max(...rows.map((row) => row.name.length));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = line(['call'.padEnd(width), 'requests', '   req/s', 'p50 ms', 'p99 ms']);
  process.stdout.write(`\nSQLite, in-process inject, ${CONCURRENCY} concurrent, ${DURATION_MS / 1000} s each\n\n`);
  process.stdout.write(`${header}\n${header.replace(/[^|]/g, '-')}\n`);
  for (const row of rows) {
    process.stdout.write(
      `${line([
        row.name.padEnd(width),
        String(row.requests).padStart(8),
        row.perSecond.toFixed(0).padStart(8),
        row.p50.toFixed(2).padStart(6),
        row.p99.toFixed(2).padStart(6),
      ])}\n`,
    );
  }
}
