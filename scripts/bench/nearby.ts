/**
 * The nearby-vendors benchmark: the real server on a loopback port (its own process) over databases of
 * 10,000 and 100,000 vendors (BENCH_NEARBY_SIZES to change; BENCH_DATABASE_URL=postgres://... for
 * PostgreSQL), loaded by autocannon cycling through 500 search points. Vendors cluster around 20 Nigerian
 * cities (70%) or lie anywhere in the country (30%), and people search where vendors are, so a 10 km
 * search in Lagos at 100,000 vendors has thousands of stores in range: the page must not cost all of them.
 * Each size is measured twice: one request at a time (one connection: what a request costs, GC pauses
 * included) and saturated (10 connections as fast as the server answers: its throughput, and the p99 of a
 * queue 10 deep, which the goal, p99 < 15 ms, is read on). Prints both at each size and the growth from
 * the smallest size to the largest.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import type { Insertable, Kysely } from 'kysely';
import { nearbyVendorsAnswerSchema } from '../../src/contract';
import type { Database, MarketInfoTable, UsersTable } from '../../server/db/schema';
import { marketNameKey } from '../../server/store/market-names';
import { searchWordsOf } from '../../server/store/search-words';
import { prepareBenchDatabase, type BenchDatabase } from './bench-database';
import { startChildServer } from './child-server';

const SIZES = (process.env.BENCH_NEARBY_SIZES ?? '10000,100000').split(',').map(Number);
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_SECONDS = 2;
const SEARCH_POINTS = 500;
const ROWS_PER_INSERT = 1000;
const GOAL_P99_MS = 15;

const here = path.dirname(new URL(import.meta.url).pathname);

/** Where Nigerian vendors crowd: [lat, lng]. */
const CITIES: [number, number][] = [
  [6.5244, 3.3792], [6.6018, 3.3515], [6.4698, 3.5852], [9.0765, 7.4983], [12.0022, 8.592], [4.8156, 7.0498],
  [7.3775, 3.947], [6.4584, 7.5464], [6.3350, 5.6037], [10.5105, 7.4165], [7.1475, 3.3619], [8.4966, 4.5421],
  [5.1066, 7.3667], [9.8965, 8.8583], [11.8469, 13.1571], [7.2571, 5.2058], [6.1264, 6.7850], [4.9757, 8.3417],
  [13.0059, 5.2476], [7.7337, 8.5227],
];
const FIRST_NAMES = [
  'Ade', 'Adewale', 'Adebayo', 'Ayodele', 'Bola', 'Chidi', 'Chioma', 'Chinedu', 'Damilola', 'Emeka', 'Funke', 'Femi',
  'Ifeoma', 'Ibrahim', 'Kemi', 'Kunle', 'Ngozi', 'Nnamdi', 'Obinna', 'Olamide', 'Olu', 'Segun', 'Tolu', 'Tunde',
  'Uche', 'Yemi', 'Zainab', 'Aisha', 'Musa', 'Halima', 'Ikenna', 'Amaka', 'Sade', 'Tobi', 'Gbenga', 'Nkechi',
];
const LAST_NAMES = [
  'Adeyemi', 'Okafor', 'Okonkwo', 'Balogun', 'Bello', 'Eze', 'Nwosu', 'Ogunleye', 'Abubakar', 'Adeleke', 'Obi',
  'Uzor', 'Olawale', 'Afolabi', 'Ibrahim', 'Mohammed', 'Onyeka', 'Chukwu', 'Danjuma', 'Ajayi', 'Oladipo', 'Yusuf',
];
const TRADES = ['Fabrics', 'Phones', 'Spares', 'Kitchen', 'Beauty', 'Electronics', 'Foods', 'Tailoring', 'Gadgets', 'Prints'];

/** A repeatable sequence, so every run measures the same data. */
export function pseudoRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A point where a vendor (or a buyer looking for one) is: near a city (σ about 8 km) or anywhere in Nigeria. */
export function nigerianPoint(random: () => number): { lat: number; lng: number } {
  if (random() < 0.3) return { lat: 4.3 + random() * 9.5, lng: 3 + random() * 11.5 };
  const [lat, lng] = CITIES[Math.floor(random() * CITIES.length)] ?? CITIES[0] ?? [6.5, 3.4];
  return { lat: lat + gaussian(random) * 0.072, lng: lng + gaussian(random) * 0.072 };
}

function pick<T>(list: readonly T[], random: () => number): T {
  const item = list[Math.floor(random() * list.length)] ?? list[0];
  if (item === undefined) throw new Error('empty list');
  return item;
}

export type Person = { username: string; first_name: string; last_name: string; marketname: string | null };

/**
 * Inserts `people` activated users, the first `vendors` of them with a positioned store, in one
 * transaction of 1,000-row inserts (the R*Tree triggers index the stores on SQLite). Answers them.
 */
export async function seedPeople(db: Kysely<Database>, people: number, vendors: number, seed = 7): Promise<Person[]> {
  const random = pseudoRandom(seed);
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  const seeded: Person[] = [];
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < people; first += ROWS_PER_INSERT) {
      const users: Insertable<UsersTable>[] = [];
      const batch: Person[] = [];
      for (let n = first; n < Math.min(people, first + ROWS_PER_INSERT); n += 1) {
        const firstName = pick(FIRST_NAMES, random);
        const lastName = pick(LAST_NAMES, random);
        const username = `${firstName}${lastName}${n}`.toLowerCase();
        const marketname = n < vendors ? `${pick([firstName, lastName], random)} ${pick(TRADES, random)} ${n}` : null;
        batch.push({ username, first_name: firstName, last_name: lastName, marketname });
        users.push({
          username, username_lower: username, email: `${username}@bench.test`, email_lower: `${username}@bench.test`,
          password_hash: 'not-a-real-hash', first_name: firstName, last_name: lastName, verified_at: at, date_joined: at,
          referral_code: `NB${n}`, referred_by: null, bio: 'Trusted seller', display_bio: 1,
        });
      }
      const ids = await trx.insertInto('users').values(users).returning('id').execute();
      const stores: Insertable<MarketInfoTable>[] = ids.flatMap(({ id }, index) => {
        const person = batch[index];
        if (!person?.marketname) return [];
        const point = nigerianPoint(random);
        return [{
          user_id: id, marketname: person.marketname, marketname_key: marketNameKey(person.marketname), city: 'Bench City', state: 'Bench State', country: 'Nigeria',
          display_phone: index % 2, verified: index % 7 === 0 ? 1 : 0, business_latitude: point.lat, business_longitude: point.lng,
          operational_radius: 10, created_at: at,
        }];
      });
      if (stores.length > 0) await trx.insertInto('market_info').values(stores).execute();
      // The words the stores keep for the search (accounts.create and saveMarketInfo do it in the app).
      const words = ids.flatMap(({ id }, index) => {
        const person = batch[index];
        return person ? searchWordsOf(person.username, person.first_name, person.last_name, person.marketname).map((word) => ({ word, user_id: id })) : [];
      });
      for (let at = 0; at < words.length; at += ROWS_PER_INSERT) await trx.insertInto('search_words').values(words.slice(at, at + ROWS_PER_INSERT)).execute();
      seeded.push(...batch);
    }
  });
  return seeded;
}

/** A migrated database of `people` users, `vendors` of them with stores, in SQLite or BENCH_DATABASE_URL. */
export function prepareSeededDatabase(people: number, vendors: number): Promise<BenchDatabase<Person[]>> {
  return prepareBenchDatabase({
    label: 'geo',
    postgresUrl: process.env.BENCH_DATABASE_URL,
    seed: (db) => seedPeople(db, people, vendors),
    analyze: ['users', 'market_info', 'search_words'],
  });
}

export type LoadRow = { name: string; perSecond: number; p50: number; p99: number };

/**
 * autocannon over a list of paths, each connection cycling through them as fast as answers come (10
 * connections unless said otherwise); refuses any error or non-2xx answer.
 */
export async function loadPaths(name: string, origin: string, paths: readonly string[], connections = CONNECTIONS): Promise<LoadRow> {
  const requests = paths.map((requestPath) => ({ method: 'GET', path: requestPath }));
  const options = { url: origin, connections, duration: WARM_UP_SECONDS, requests };
  await autocannon(options);
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(`${name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return { name, perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export function printRows(title: string, rows: readonly LoadRow[]): void {
  const width = Math.max(...rows.map((row) => row.name.length));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = line(['run'.padEnd(width), '   req/s', 'p50 ms', 'p99 ms']);
  process.stdout.write(`\n${title}\n\n${header}\n${header.replace(/[^|]/g, '-')}\n`);
  for (const row of rows) {
    process.stdout.write(`${line([row.name.padEnd(width), row.perSecond.toFixed(0).padStart(8), row.p50.toFixed(2).padStart(6), row.p99.toFixed(2).padStart(6)])}\n`);
  }
}

/** Search points where people are, the same at every size; answers the paths and how many stores the pages held. */
function searchPaths(): string[] {
  const random = pseudoRandom(2026);
  return Array.from({ length: SEARCH_POINTS }, () => {
    const { lat, lng } = nigerianPoint(random);
    return `/api/nearby/vendors?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}&radius=10`;
  });
}

type SizeRows = { single: LoadRow; saturated: LoadRow; baseline: LoadRow; inRange: number; vendors: number };

async function measureSize(vendors: number): Promise<SizeRows> {
  process.stdout.write(`\nNearby: seeding ${vendors.toLocaleString('en')} vendors...`);
  const database = await prepareSeededDatabase(vendors, vendors);
  process.stdout.write(` ${database.seedSeconds.toFixed(1)} s\n`);
  const server = await startChildServer(path.join(here, 'feed-server.ts'), database.env);
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const paths = searchPaths();
    // How crowded the searches are: stores within 10 km of a few of the points (a page shows at most 20).
    let inRange = 0;
    for (const searchPath of paths.slice(0, 20)) {
      for (let page = 1; page <= 50; page += 1) {
        const answer = nearbyVendorsAnswerSchema.parse(await (await fetch(`${origin}${searchPath}&per_page=50&page=${page}`)).json());
        inRange += answer.results.length;
        if (!answer.has_next) break;
      }
    }
    const label = `${vendors.toLocaleString('en')} vendors`;
    const single = await loadPaths(`${label}, 1 connection`, origin, paths, 1);
    const saturated = await loadPaths(`${label}, ${CONNECTIONS} connections`, origin, paths);
    // What this machine gives any route: a fixed lookup answer from the same server, same load.
    const baseline = await loadPaths(`(GET /delivery-times, ${CONNECTIONS} connections)`, origin, ['/api/delivery-times']);
    return { single, saturated, baseline, inRange: inRange / 20, vendors };
  } finally {
    await server.stop();
    await database.dispose();
  }
}

export async function runNearbyBench(): Promise<void> {
  const sizes: SizeRows[] = [];
  for (const size of SIZES) sizes.push(await measureSize(size));
  const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL (GiST on point)' : 'SQLite (R*Tree)';
  printRows(
    `Nearby vendors, ${where}: GET /nearby/vendors radius 10 km, 20 per page, ${SEARCH_POINTS} search points, autocannon, ${DURATION_SECONDS} s, loopback`,
    [...sizes.flatMap((size) => [size.single, size.saturated]), ...sizes.slice(-1).map((size) => size.baseline)],
  );
  for (const size of sizes) {
    process.stdout.write(`- ${size.vendors.toLocaleString('en')} vendors: on average ${size.inRange.toFixed(0)} stores within 10 km of a search point (up to 2,500 counted)\n`);
  }
  const smallest = sizes[0];
  const largest = sizes[sizes.length - 1];
  if (!smallest || !largest) return;
  const growth = largest.vendors / smallest.vendors;
  // autocannon reports latency in whole milliseconds: a 0 ms p50 counts as 1 ms here.
  const times = (a: number, b: number) => `×${(Math.max(a, 1) / Math.max(b, 1)).toFixed(2)}`;
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  process.stdout.write(
    [
      '',
      'Goals',
      `- ${largest.saturated.name}: p99 ${largest.saturated.p99.toFixed(2)} ms (goal < ${GOAL_P99_MS} ms): ${verdict(largest.saturated.p99 < GOAL_P99_MS)}` +
        ` (one at a time: p99 ${largest.single.p99.toFixed(2)} ms)`,
      `- growth from ${smallest.vendors.toLocaleString('en')} to ${largest.vendors.toLocaleString('en')} vendors (${growth.toFixed(0)}×): ` +
        `one at a time p50 ${times(largest.single.p50, smallest.single.p50)}, p99 ${times(largest.single.p99, smallest.single.p99)}; ` +
        `${CONNECTIONS} connections req/s ${times(largest.saturated.perSecond, smallest.saturated.perSecond)}, p99 ${times(largest.saturated.p99, smallest.saturated.p99)} ` +
        `(goal: well under linear, under ×${(growth / 3).toFixed(1)}): ` +
        verdict(largest.saturated.perSecond * (growth / 3) > smallest.saturated.perSecond && largest.saturated.p99 < (smallest.saturated.p99 * growth) / 3),
      '',
    ].join('\n'),
  );
}
