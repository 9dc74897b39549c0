/**
 * The feed benchmark: the real server on a loopback port over a database of BENCH_POSTS posts
 * (100,000 by default; BENCH_DATABASE_URL=postgres://... for PostgreSQL), loaded by autocannon
 * (20 connections, BENCH_DURATION seconds, 10 by default) beside a bare node:http server answering
 * a fixed JSON body of the same size. Server and load each run in their own process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { feedAnswerSchema } from '../../src/contract';
import { startChildServer, type ChildServer } from './child-server';
import { prepareBenchDatabase } from './bench-database';
import { seedFeed } from './feed-seed';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const VENDORS = 300;
const PER_PAGE = 10;
const DEEP_PAGE = 500;
const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_SECONDS = 2;

const GOALS = {
  /** Of the bare server's requests per second. */
  throughputShare: 0.15,
  p99Ms: 25,
  /** Page 500's requests per second against page 1's: "as fast". */
  deepPageShare: 0.9,
};

type Row = { name: string; perSecond: number; p50: number; p99: number; bytes: number };

const here = path.dirname(new URL(import.meta.url).pathname);

async function measure(name: string, url: string, bytes: number): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(`${name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return { name, perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bytes };
}

/** Page 1 as a client first asks for it, and the snapshot later pages send back. */
async function firstPage(feedUrl: string): Promise<{ body: string; snapshot: number }> {
  const response = await fetch(`${feedUrl}?page=1&per_page=${PER_PAGE}&paginate=true`);
  const body = await response.text();
  const answer = feedAnswerSchema.parse(JSON.parse(body));
  if (answer.results.length !== PER_PAGE) throw new Error(`page 1 holds ${answer.results.length} posts`);
  return { body, snapshot: answer.pagination.snapshot };
}

async function deepPageUrl(feedUrl: string, snapshot: number): Promise<{ url: string; bytes: number }> {
  const url = `${feedUrl}?page=${DEEP_PAGE}&per_page=${PER_PAGE}&paginate=true&snapshot=${snapshot}`;
  const body = await (await fetch(url)).text();
  const answer = feedAnswerSchema.parse(JSON.parse(body));
  if (answer.results.length !== PER_PAGE) throw new Error(`page ${DEEP_PAGE} holds ${answer.results.length} posts`);
  return { url, bytes: Buffer.byteLength(body) };
}

function printTable(rows: Row[], title: string): void {
  const width = Math.max(...rows.map((row) => row.name.length));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = line(['server'.padEnd(width), '   req/s', 'p50 ms', 'p99 ms', ' bytes']);
  process.stdout.write(`\n${title}\n\n${header}\n${header.replace(/[^|]/g, '-')}\n`);
  for (const row of rows) {
    const cells = [row.name.padEnd(width), row.perSecond.toFixed(0).padStart(8), row.p50.toFixed(1).padStart(6), row.p99.toFixed(1).padStart(6), String(row.bytes).padStart(6)];
    process.stdout.write(`${line(cells)}\n`);
  }
}

function printGoals(baseline: Row, pages: Row[], first: Row, deep: Row): void {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  const goals = [
    ...pages.map((page) => {
      const share = page.perSecond / baseline.perSecond;
      return `${page.name}: ${(share * 100).toFixed(1)}% of the baseline's req/s (goal >= ${GOALS.throughputShare * 100}%): ${verdict(share >= GOALS.throughputShare)}`;
    }),
    ...pages.map((page) => `${page.name}: p99 ${page.p99.toFixed(1)} ms (goal < ${GOALS.p99Ms} ms): ${verdict(page.p99 < GOALS.p99Ms)}`),
    `${deep.name} at ${((deep.perSecond / first.perSecond) * 100).toFixed(1)}% of page 1's req/s (goal >= ${GOALS.deepPageShare * 100}%): ${verdict(deep.perSecond >= GOALS.deepPageShare * first.perSecond)}`,
  ];
  process.stdout.write(`\nGoals\n${goals.map((goal) => `- ${goal}`).join('\n')}\n`);
}

async function measureAll(app: ChildServer): Promise<Row[]> {
  const feedUrl = `http://127.0.0.1:${app.port}/api/`;
  const page = await firstPage(feedUrl);
  const deep = await deepPageUrl(feedUrl, page.snapshot);
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-baseline-')), 'body.json');
  fs.writeFileSync(bodyFile, page.body);
  const baseline = await startChildServer(path.join(here, 'baseline-server.ts'), { BENCH_BODY_FILE: bodyFile });
  const bytes = Buffer.byteLength(page.body);
  try {
    return [
      await measure('bare node:http, fixed JSON', `http://127.0.0.1:${baseline.port}/`, bytes),
      await measure('feed page 1', `${feedUrl}?page=1&per_page=${PER_PAGE}&paginate=true`, bytes),
      await measure(`feed page ${DEEP_PAGE}`, deep.url, deep.bytes),
    ];
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
    seed: (db) => seedFeed(db, { posts: POSTS, vendors: VENDORS }),
    analyze: ['posts', 'post_media', 'users', 'market_info'],
  });
  process.stdout.write(` ${database.seedSeconds.toFixed(1)} s\n`);
  const app = await startChildServer(path.join(here, 'feed-server.ts'), database.env);
  try {
    const rows = await measureAll(app);
    const [baseline, first, deep] = rows;
    if (!baseline || !first || !deep) throw new Error('a measurement is missing');
    const where = database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    printTable(rows, `${where}, ${POSTS.toLocaleString('en')} posts, ${PER_PAGE} per page, autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s, loopback`);
    printGoals(baseline, [first, deep], first, deep);
  } finally {
    await app.stop();
    await database.dispose();
  }
}
