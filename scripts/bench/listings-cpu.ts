/**
 * The CPU of a listing search in one process: the bench's searches (listings.ts) answered by the app in-process
 * (inject), one after another, over a SQLite database of BENCH_POSTS worded posts kept in MEASURE_DATA_DIR (seeded
 * on first use). Prints, per search, the event loop's CPU (the main thread's, from /proc) and the process's
 * (the read thread's SQL too), for the bench's mix and for relevance pages alone.
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

async function run(label: string, paths: string[]): Promise<void> {
  const [loop0, process0, wall0] = [loopCpu(), process.cpuUsage(), performance.now()];
  for (const url of paths) {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
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
await run('mix', pathsOf(11, searches, false));
await run('relevance', pathsOf(13, searches, true));
await app.close();
await db.close();
