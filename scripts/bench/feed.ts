/**
 * The feed benchmark: the real server on a loopback port over a database of BENCH_POSTS posts
 * (100,000 by default; BENCH_DATABASE_URL=postgres://... for PostgreSQL), with the visitor cache off,
 * loaded by autocannon (20 connections, BENCH_DURATION seconds a shape, 10 by default) beside a bare
 * node:http server answering page 1's bytes. Every shape of real traffic is measured: visitor pages,
 * filter and location pages no answer was kept for, signed-in pages and post details (see
 * feed-shapes.ts). Server and load each run in their own process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type RequestSpec } from 'autocannon';
import { feedAnswerSchema } from '../../src/contract';
import { startChildServer, type ChildServer } from './child-server';
import { prepareBenchDatabase } from './bench-database';
import { seedFeed } from './feed-seed';
import { feedPagePaths, filteredPaths, locationPaths, postPaths, seedViewers } from './feed-shapes';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const VENDORS = 300;
const PER_PAGE = 10;
const DEEP_PAGE = 500;
const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_SECONDS = 2;
/** BENCH_FEED_SHAPES=signed,detail measures only the shapes whose names hold one of these words. */
const SHAPE_WORDS = (process.env.BENCH_FEED_SHAPES ?? '').split(',').filter((word) => word !== '');

/** Each shape's goal, measured with the visitor cache off: requests per second and p99 (ms). */
type Goal = { perSecond: number; p99Ms?: number };
const GOALS = {
  filtered: { perSecond: 2000, p99Ms: 25 },
  signedIn: { perSecond: 4000, p99Ms: 15 },
  post: { perSecond: 8000 },
  location: { perSecond: 1500, p99Ms: 25 },
} satisfies Record<string, Goal>;

type Row = { name: string; perSecond: number; p50: number; p99: number; goal?: Goal };
/** One shape: a path for each request, signed in as one of the viewers when `tokens` are given. */
export type Shape = { name: string; next: () => string; tokens?: readonly string[]; goal?: Goal };

const here = path.dirname(new URL(import.meta.url).pathname);

function requestsOf(shape: Shape): RequestSpec[] {
  let turn = 0;
  const setupRequest = (request: Request): Request => {
    turn += 1;
    const token = shape.tokens?.[turn % shape.tokens.length];
    const headers = token ? { ...request.headers, authorization: `Token ${token}` } : request.headers;
    return { ...request, path: shape.next(), headers };
  };
  return [{ method: 'GET', setupRequest }];
}

export async function measure(origin: string, shape: Shape): Promise<Row> {
  const options = { url: origin, connections: CONNECTIONS, requests: requestsOf(shape) };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(`${shape.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return { name: shape.name, perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, goal: shape.goal };
}

/** Page 1 as a client first asks for it, and the snapshot later pages send back. */
async function firstPage(origin: string): Promise<{ body: string; snapshot: number }> {
  const response = await fetch(`${origin}/api/?page=1&per_page=${PER_PAGE}&paginate=true`);
  const body = await response.text();
  const answer = feedAnswerSchema.parse(JSON.parse(body));
  if (answer.results.length !== PER_PAGE) throw new Error(`page 1 holds ${answer.results.length} posts`);
  return { body, snapshot: answer.pagination.snapshot };
}

function verdictOf(row: Row): string {
  const { goal } = row;
  if (!goal) return '';
  const met = row.perSecond >= goal.perSecond && (goal.p99Ms === undefined || row.p99 < goal.p99Ms);
  const wanted = `>= ${goal.perSecond}${goal.p99Ms === undefined ? '' : `, p99 < ${goal.p99Ms}`}`;
  return `${wanted}: ${met ? 'met' : 'NOT MET'}`;
}

function printTable(rows: Row[], title: string): void {
  const bare = rows[0]?.perSecond ?? 1;
  const width = Math.max(...rows.map((row) => row.name.length));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = line(['request'.padEnd(width), '   req/s', 'of bare', 'p50 ms', 'p99 ms', 'goal']);
  process.stdout.write(`\n${title}\n\n${header}\n${header.replace(/[^|]/g, '-')}\n`);
  for (const row of rows) {
    const share = `${((row.perSecond / bare) * 100).toFixed(0)}%`.padStart(7);
    const cells = [row.name.padEnd(width), row.perSecond.toFixed(0).padStart(8), share, row.p50.toFixed(1).padStart(6), row.p99.toFixed(1).padStart(6), verdictOf(row)];
    process.stdout.write(`${line(cells)}\n`);
  }
}

function shapesOf(snapshot: number, tokens: readonly string[]): Shape[] {
  const deep = `/api/?page=${DEEP_PAGE}&per_page=${PER_PAGE}&snapshot=${snapshot}`;
  return [
    { name: 'visitor page 1', next: feedPagePaths(snapshot, false) },
    { name: `visitor page ${DEEP_PAGE}`, next: () => deep },
    { name: 'filtered pages, new combinations', next: filteredPaths(snapshot), goal: GOALS.filtered },
    { name: 'location pages, new positions', next: locationPaths(snapshot), goal: GOALS.location },
    { name: 'signed-in page 1', next: feedPagePaths(snapshot, false), tokens, goal: GOALS.signedIn },
    { name: 'signed-in pages 2-5', next: feedPagePaths(snapshot, true), tokens, goal: GOALS.signedIn },
    { name: 'post detail, visitor', next: postPaths(POSTS), goal: GOALS.post },
    { name: 'post detail, signed in', next: postPaths(POSTS), tokens, goal: GOALS.post },
  ];
}

async function measureAll(app: ChildServer, tokens: readonly string[]): Promise<Row[]> {
  const origin = `http://127.0.0.1:${app.port}`;
  const page = await firstPage(origin);
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-baseline-')), 'body.json');
  fs.writeFileSync(bodyFile, page.body);
  const baseline = await startChildServer(path.join(here, 'baseline-server.ts'), { BENCH_BODY_FILE: bodyFile });
  try {
    const rows = [await measure(`http://127.0.0.1:${baseline.port}`, { name: 'bare node:http, page 1 bytes', next: () => '/' })];
    const chosen = shapesOf(page.snapshot, tokens).filter((shape) => SHAPE_WORDS.length === 0 || SHAPE_WORDS.some((word) => shape.name.includes(word)));
    for (const shape of chosen) rows.push(await measure(origin, shape));
    return rows;
  } finally {
    await baseline.stop();
    fs.rmSync(path.dirname(bodyFile), { recursive: true, force: true });
  }
}

export async function runFeedBench(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  process.stdout.write(`\nFeed: seeding ${POSTS.toLocaleString('en')} posts by ${VENDORS} vendors...`);
  const database = await prepareBenchDatabase({
    label: 'feed',
    postgresUrl,
    seed: async (db, config) => {
      await seedFeed(db, { posts: POSTS, vendors: VENDORS });
      return seedViewers(db, config.database.kind, POSTS);
    },
    analyze: ['posts', 'post_media', 'users', 'market_info', 'likes', 'saved_posts', 'hidden_posts', 'auth_tokens'],
  });
  process.stdout.write(` ${database.seedSeconds.toFixed(1)} s\n`);
  const app = await startChildServer(path.join(here, 'feed-server.ts'), { ...database.env, FEED_VISITOR_CACHE: '0' });
  try {
    const rows = await measureAll(app, database.seeded);
    const where = database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    const load = os.loadavg().map((value) => value.toFixed(2)).join(', ');
    printTable(rows, `${where}, ${POSTS.toLocaleString('en')} posts, ${PER_PAGE} per page, visitor cache off, autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s a shape, loopback; load average after: ${load}`);
  } finally {
    await app.stop();
    await database.dispose();
  }
}
