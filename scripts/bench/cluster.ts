/**
 * `npm run bench -- cluster`: 1, 2 and 3 server processes (server/main.ts) on one PostgreSQL (BENCH_DATABASE_URL)
 * and one Redis (BENCH_REDIS_URL) behind the cluster tests' round-robin proxy, in its own process. Feed: autocannon
 * (20 connections, BENCH_DURATION seconds a shape, 10 by default) on signed-in page 1 and visitor post details over
 * BENCH_POSTS posts (20,000 by default), visitor cache off. Chat: 100 rooms whose two members send in a closed
 * loop (see cluster-chat-load.ts). One process straight, without the proxy, shows what the proxy costs.
 */
import os from 'node:os';
import { feedAnswerSchema } from '../../src/contract';
import { prepareBenchDatabase, type BenchDatabase } from './bench-database';
import { seedRooms, type Pair } from './chat-fanout';
import { chatThroughput } from './cluster-chat-load';
import { inSchema, startBenchCluster } from './cluster-processes';
import { measure } from './feed';
import { seedFeed } from './feed-seed';
import { feedPagePaths, postPaths, seedViewers } from './feed-shapes';

const POSTS = Number(process.env.BENCH_POSTS ?? 20_000);
const ROOMS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const PROCESS_COUNTS = [1, 2, 3] as const;

type Row = { run: string; signedIn: number; post: number; chat: number; chatP99: number; reconnects: number };

async function feedRates(origin: string, tokens: readonly string[]): Promise<{ signedIn: number; post: number }> {
  const page = feedAnswerSchema.parse(await (await fetch(`${origin}/api/?page=1&per_page=10&paginate=true`)).json());
  const snapshot = page.pagination.snapshot;
  const signedIn = (await measure(origin, { name: 'signed-in page 1', next: feedPagePaths(snapshot, false), tokens })).perSecond;
  const post = (await measure(origin, { name: 'post detail, visitor', next: postPaths(POSTS) })).perSecond;
  return { signedIn, post };
}

const urlOf = (database: BenchDatabase<unknown>) => inSchema(database.env.BENCH_DATABASE_URL ?? '', database.env.BENCH_DB_SCHEMA ?? '');

/** One row: `count` processes on each database in turn, through the proxy or (`direct`) straight to the one process. */
async function measureRow(count: number, direct: boolean, feed: BenchDatabase<string[]>, chat: BenchDatabase<Pair[]>, redisUrl: string): Promise<Row> {
  const run = direct ? '1, no proxy' : String(count);
  process.stdout.write(`cluster: ${run} process(es)...\n`);
  const onFeed = await startBenchCluster(count, urlOf(feed), redisUrl);
  const feedOrigin = direct ? (onFeed.processes[0]?.url ?? '') : onFeed.origin;
  const rates = await feedRates(feedOrigin, feed.seeded).finally(() => onFeed.stop());
  const onChat = await startBenchCluster(count, urlOf(chat), redisUrl);
  const chatRoot = direct ? (onChat.processes[0]?.socketRoot ?? '') : onChat.socketRoot;
  const talk = await chatThroughput(chatRoot, chat.seeded, DURATION_SECONDS).finally(() => onChat.stop());
  return { run, ...rates, chat: talk.perSecond, chatP99: talk.p99, reconnects: talk.reconnects };
}

function printTable(rows: readonly Row[]): void {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = line(['processes  ', 'signed-in page 1 req/s', 'post detail req/s', 'chat messages/s', 'chat p99 ms', 'sockets resumed']);
  const load = os.loadavg().map((value) => value.toFixed(2)).join(', ');
  process.stdout.write(`\nCluster on PostgreSQL and Redis, ${os.cpus().length} cores, ${POSTS.toLocaleString('en')} posts, ${ROOMS} chat rooms, `
    + `${DURATION_SECONDS} s a measurement; load average after: ${load}\n\n${header}\n${header.replace(/[^|]/g, '-')}\n`);
  for (const row of rows) {
    const cells = [row.run.padEnd(11), row.signedIn.toFixed(0).padStart(22), row.post.toFixed(0).padStart(17), row.chat.toFixed(0).padStart(15), row.chatP99.toFixed(1).padStart(11), String(row.reconnects).padStart(15)];
    process.stdout.write(`${line(cells)}\n`);
  }
}

export async function runClusterBench(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL;
  if (!postgresUrl || !redisUrl) throw new Error('npm run bench -- cluster needs BENCH_DATABASE_URL (PostgreSQL) and BENCH_REDIS_URL: processes share nothing else');
  process.stdout.write(`\nCluster: seeding ${POSTS.toLocaleString('en')} posts and ${ROOMS} chat rooms...\n`);
  const feed = await prepareBenchDatabase({
    label: 'cluster-feed',
    postgresUrl,
    seed: async (db, config) => {
      await seedFeed(db, { posts: POSTS, vendors: 300 });
      return seedViewers(db, config.database.kind, POSTS);
    },
    analyze: ['posts', 'post_media', 'users', 'market_info', 'likes', 'saved_posts', 'hidden_posts', 'auth_tokens'],
  });
  const chat = await prepareBenchDatabase({ label: 'cluster-chat', postgresUrl, seed: (db, config) => seedRooms(db, config.database.kind, ROOMS), analyze: ['users', 'chat_rooms', 'auth_tokens'] });
  try {
    const rows = [await measureRow(1, true, feed, chat, redisUrl)];
    for (const count of PROCESS_COUNTS) rows.push(await measureRow(count, false, feed, chat, redisUrl));
    printTable(rows);
  } finally {
    await feed.dispose();
    await chat.dispose();
  }
}
