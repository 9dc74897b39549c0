/**
 * The CPU of a listing search in one process: the bench's searches (listings.ts) answered by the app in-process
 * (inject), one after another, over a SQLite database of BENCH_POSTS worded posts kept in MEASURE_DATA_DIR (seeded
 * on first use). Prints, per search, the event loop's CPU (the main thread's, from /proc) and the process's
 * (the read threads' SQL too), for the bench's mix, for relevance pages alone, and for the mix's searches with a
 * location (sort=nearest apart); then each search of the mix timed alone: the percentiles of its CPU and the
 * TAIL costliest, each measured again (the least of four runs, so a busy machine's moment is left out).
 *   MEASURE_DATA_DIR=/tmp/x npx tsx scripts/bench/listings-cpu.ts [searches]
 */
import fs from 'node:fs';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { searchPaths } from './listings';
import { seedListings } from './listings-seed';
import { pseudoRandom } from './nearby';

const dataDir = process.env.MEASURE_DATA_DIR ?? '/tmp/listings-cpu';
const searches = Number(process.argv[2] ?? 2000);
const config = loadConfig({ NODE_ENV: 'production', MAIL_TO_LOG: '1', DATA_DIR: dataDir });

if (!fs.existsSync(`${dataDir}/naija-market.sqlite`)) {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  await seedListings(db.kysely, { posts: Number(process.env.BENCH_POSTS ?? 100_000), vendors: 300 });
  await db.close();
}

/** The main thread's CPU in microseconds (utime + stime of its /proc task, in clock ticks of 10 ms). */
function loopCpu(): number {
  const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const db = openDatabase(config.database);
const { app } = await buildApp({ config, db, logger: false });

/** Answers one search, as a client would ask it. */
async function search(url: string): Promise<void> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
}

async function run(label: string, paths: string[]): Promise<void> {
  const [loop0, process0, wall0] = [loopCpu(), process.cpuUsage(), performance.now()];
  for (const url of paths) await search(url);
  const used = process.cpuUsage(process0);
  const per = (total: number) => (total / paths.length).toFixed(0);
  process.stdout.write(`${label}: ${paths.length} searches, a search: loop ${per(loopCpu() - loop0)} us, process ${per(used.user + used.system)} us, wall ${per((performance.now() - wall0) * 1000)} us\n`);
}

const pathsOf = (seed: number, count: number, relevance: boolean) => {
  const next = searchPaths(pseudoRandom(seed));
  return Array.from({ length: count }, () => {
    const url = next();
    return relevance ? url.replace(/sort=[a-z_]+/, 'sort=relevance') : url;
  });
};

await run('warm-up', pathsOf(101, 500, false));
const mix = pathsOf(11, searches, false);
await run('mix', mix);
await run('relevance', pathsOf(13, searches, true));
const located = mix.filter((url) => url.includes('lat='));
await run('with a location', located);
await run('with a location, nearest', located.filter((url) => url.includes('sort=nearest')));

/** The costliest searches printed, measured again. */
const TAIL = 20;

/** The process's CPU of one search, in milliseconds. */
async function cpuOf(url: string): Promise<number> {
  const before = process.cpuUsage();
  await search(url);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const timed: { url: string; ms: number }[] = [];
for (const url of mix) timed.push({ url, ms: await cpuOf(url) });
const costs = timed.map((search) => search.ms).sort((a, b) => a - b);
const percentile = (share: number) => (costs[Math.min(costs.length - 1, Math.floor(costs.length * share))] ?? 0).toFixed(2);
process.stdout.write(`a search alone, process CPU ms: p50 ${percentile(0.5)}, p90 ${percentile(0.9)}, p99 ${percentile(0.99)}, p99.9 ${percentile(0.999)}\n`);
const costliest = [];
for (const { url } of timed.sort((a, b) => b.ms - a.ms).slice(0, TAIL * 3)) {
  let least = Infinity;
  for (let run = 0; run < 4; run += 1) least = Math.min(least, await cpuOf(url));
  costliest.push({ url, ms: least });
}
for (const { url, ms } of costliest.sort((a, b) => b.ms - a.ms).slice(0, TAIL)) process.stdout.write(`  ${ms.toFixed(2)} ms ${decodeURIComponent(url)}\n`);
await app.close();
await db.close();
