/**
 * The feed bench's filtered pages in one process, without a load generator sharing the cores: each request
 * injected into the real app one after another over a seeded SQLite file (feed-seeded-file.ts), on the main
 * connection (no read thread), timing the CPU of each request and
 * of each statement it ran (the wall clock measures the neighbours too on a shared machine).
 * `tsx scripts/bench/feed-inprocess.ts DIR POSTS [REQUESTS] [RUNS] [--plans] [--location]` serves (location pages with --location) the same requests RUNS times on
 * fresh apps and prints each request's least CPU (and its SQL's), the filter combinations costing the most
 * and, with --plans, the costliest statements' plans; --dump=FILE writes each request's statements (JSON lines).
 */
import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { filteredPaths, locationPaths } from './feed-shapes';

type Timed = { sql: string; params: unknown[]; ms: number };
type Served = { path: string; ms: number; statements: Timed[] };

let current: Timed[] | undefined;

/** CPU time since `started`, in ms: on a shared machine the wall clock measures the neighbours too. */
function cpuMs(started: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** Times every statement better-sqlite3 runs, into the request being served. */
function timeStatements(): void {
  const probe = new SqliteDatabase(':memory:');
  const prototype = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...args: unknown[]) => unknown>;
  probe.close();
  for (const method of ['all', 'get', 'run'] as const) {
    const original = prototype[method];
    if (!original) continue;
    prototype[method] = function timed(this: { source: string }, ...params: unknown[]) {
      const started = process.cpuUsage();
      const result = original.apply(this, params);
      current?.push({ sql: this.source, params, ms: cpuMs(started) });
      return result;
    };
  }
}

/** The filters a path combines: what decides which index a page walks. */
function shapeOf(path: string): string {
  const query = new URLSearchParams(path.slice(path.indexOf('?') + 1));
  const parts = [
    query.has('category') ? 'category' : query.has('category_type') ? 'type' : '',
    query.has('min_price') || query.has('max_price') ? 'price' : '',
    query.has('city') ? 'city' : query.has('state') ? 'state' : '',
    query.has('delivery_time') ? 'delivery' : '',
    query.has('lat') ? `radius ${query.get('radius') ?? 'default'}` : '',
  ].filter((part) => part !== '');
  return `${parts.join('+') || 'none'}${query.get('page') === '1' ? '' : ' (later page)'}`;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const fixed = (ms: number) => ms.toFixed(2);

function printShapes(served: Served[]): void {
  const byShape = new Map<string, Served[]>();
  for (const request of served) byShape.set(shapeOf(request.path), [...(byShape.get(shapeOf(request.path)) ?? []), request]);
  const rows = [...byShape].map(([shape, requests]) => {
    const total = requests.reduce((sum, request) => sum + request.ms, 0);
    const sql = requests.reduce((sum, request) => sum + request.statements.reduce((s, t) => s + t.ms, 0), 0);
    const worst = Math.max(...requests.map((request) => request.ms));
    return { shape, count: requests.length, total, mean: total / requests.length, sql: sql / requests.length, worst };
  });
  rows.sort((a, b) => b.total - a.total);
  process.stdout.write('\n| combination | requests | share of time | mean ms | SQL ms | worst ms |\n|---|---|---|---|---|---|\n');
  const all = rows.reduce((sum, row) => sum + row.total, 0);
  for (const row of rows.slice(0, 20)) {
    process.stdout.write(`| ${row.shape} | ${row.count} | ${((row.total / all) * 100).toFixed(0)}% | ${fixed(row.mean)} | ${fixed(row.sql)} | ${fixed(row.worst)} |\n`);
  }
}

/** The costliest statements with their requests and SQLite's plans. */
function printPlans(served: Served[], file: string): void {
  const database = new SqliteDatabase(file, { readonly: true });
  const statements = served.flatMap((request) => request.statements.map((statement) => ({ ...statement, path: request.path })));
  for (const statement of statements.sort((a, b) => b.ms - a.ms).slice(0, 12)) {
    const plan = database.prepare(`explain query plan ${statement.sql}`).all(...(statement.params as never[])) as { detail: string }[];
    process.stdout.write(`\n${fixed(statement.ms)} ms ${statement.path}\n  ${statement.sql.slice(0, 300)}\n  params ${JSON.stringify(statement.params)}\n  plan ${plan.map((row) => row.detail).join('; ').slice(0, 300)}\n`);
  }
  database.close();
}

/** Serves the paths in order on a fresh app (its page cursors empty), timing each request and statement. */
async function serveAll(dataDir: string, paths: readonly string[], warmUp: readonly string[]): Promise<{ served: Served[]; cpu: number }> {
  const config = loadConfig({ NODE_ENV: 'production', MAIL_TO_LOG: '1', DATA_DIR: dataDir, SQLITE_READ_THREADS: '0', FEED_VISITOR_CACHE: '0' });
  const db = openDatabase(config.database);
  const { app } = await buildApp({ config, db, logger: false });
  for (const path of warmUp) await app.inject(path);
  const served: Served[] = [];
  const cpu = process.cpuUsage();
  for (const path of paths) {
    current = [];
    const begun = process.cpuUsage();
    const response = await app.inject(path);
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
    served.push({ path, ms: cpuMs(begun), statements: current });
  }
  const used = cpuMs(cpu);
  await app.close();
  await db.close();
  return { served, cpu: used };
}

/** Each request's cheapest run: what it costs without the neighbours' cache misses and the collector's pauses. */
function fastestOf(runs: Served[][]): Served[] {
  return (runs[0] ?? []).map((_, index) => {
    const tries = runs.map((run) => run[index]).filter((request): request is Served => request !== undefined);
    return tries.reduce((best, request) => (request.ms < best.ms ? request : best));
  });
}

const sqlOf = (request: Served) => request.statements.reduce((sum, statement) => sum + statement.ms, 0);

async function main(): Promise<void> {
  const [dataDir, postsArg, requestsArg, runsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!dataDir || !postsArg) throw new Error('usage: feed-inprocess.ts DIR POSTS [REQUESTS] [RUNS] [--plans]');
  timeStatements();
  const pathsOf = process.argv.includes('--location') ? locationPaths : filteredPaths;
  const next = pathsOf(Number(postsArg));
  const paths = Array.from({ length: Number(requestsArg ?? 3000) }, next);
  const warm = pathsOf(Number(postsArg), 99);
  const warmUp = Array.from({ length: 300 }, warm);
  const runs: Served[][] = [];
  const cpus: number[] = [];
  for (let run = 0; run < Number(runsArg ?? 3); run += 1) {
    const { served, cpu } = await serveAll(dataDir, paths, warmUp);
    runs.push(served);
    cpus.push(cpu / paths.length);
  }
  const fastest = fastestOf(runs);
  const times = fastest.map((request) => request.ms).sort((a, b) => a - b);
  const sqls = fastest.map(sqlOf).sort((a, b) => a - b);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  process.stdout.write(
    `${paths.length} requests at ${postsArg} posts, CPU, least of ${runs.length} runs: mean ${fixed(mean(times))} ms (SQL ${fixed(mean(sqls))}), ` +
      `p50 ${fixed(percentile(times, 0.5))}, p99 ${fixed(percentile(times, 0.99))} (SQL p99 ${fixed(percentile(sqls, 0.99))}), max ${fixed(times.at(-1) ?? 0)}; ` +
      `process CPU a request in each run: ${cpus.map(fixed).join(', ')} ms\n`,
  );
  printShapes(fastest);
  if (process.argv.includes('--plans')) printPlans(fastest, `${dataDir}/naija-market.sqlite`);
  const dump = process.argv.find((arg) => arg.startsWith('--dump='))?.slice('--dump='.length);
  if (dump) fs.writeFileSync(dump, fastest.map(({ path, statements }) => JSON.stringify({ path, statements: statements.map(({ sql, params }) => ({ sql, params })) })).join('\n'));
}

await main();
