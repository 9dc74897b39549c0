/**
 * The listing-search benchmark (`npm run bench -- listings`): the real server on a loopback port (its own
 * process) over BENCH_POSTS worded posts (100,000 by default; listings-seed.ts; BENCH_DATABASE_URL=postgres://...
 * for PostgreSQL), loaded by autocannon (20 connections, BENCH_DURATION seconds a shape) with searches no
 * answer was kept for: each request draws new words (whole words, plurals, prefixes as typed, typos, two or
 * three words), a sort, and a filter or a location now and then, so no two repeat; and suggestions for
 * typed prefixes. The goal: at least 1,000 searches a second with p99 under 25 ms on SQLite.
 */
import os from 'node:os';
import path from 'node:path';
import { BENCH_CITIES } from './feed-seed';
import { measure, type Shape } from './feed';
import { startChildServer } from './child-server';
import { prepareBenchDatabase } from './bench-database';
import { ADJECTIVES, COLOURS, ITEMS, MATERIALS, pick, seedListings } from './listings-seed';
import { pseudoRandom } from './nearby';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const VENDORS = 300;
const GOAL = { perSecond: 1000, p99Ms: 25 };
const SORTS = ['relevance', 'relevance', 'newest', 'price_asc', 'price_desc', 'most_liked'];

type Random = () => number;

/** A word as people type it: whole, plural, a prefix still being typed, or with a letter dropped or doubled. */
function typed(word: string, random: Random): string {
  const roll = random();
  if (roll < 0.4 || word.length < 5) return word;
  if (roll < 0.55) return `${word}s`;
  if (roll < 0.75) return word.slice(0, 3 + Math.floor(random() * (word.length - 3)));
  const at = 1 + Math.floor(random() * (word.length - 2));
  return roll < 0.9 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + (word[at] ?? '') + word.slice(at);
}

/** Search text of one to three words: an item, with an adjective, colour or material before it. */
function searchText(random: Random): string {
  const before = [ADJECTIVES, COLOURS, MATERIALS].filter(() => random() < 0.3).map((words) => pick(words, random));
  return [...before, pick(ITEMS, random)].map((word) => typed(word, random)).join(' ');
}

/** A new search on each call: text, a sort, sometimes a price cap, a state or a position (then nearest, sometimes). */
export function searchPaths(random: Random): () => string {
  return () => {
    const query = new URLSearchParams({ q: searchText(random), sort: pick(SORTS, random), per_page: '10' });
    const extra = random();
    if (extra < 0.15) query.set('max_price', String(10_000 * (1 + Math.floor(random() * 30))));
    else if (extra < 0.25) query.set('state', pick(BENCH_CITIES, random).state);
    else if (extra < 0.35) {
      const city = pick(BENCH_CITIES, random);
      query.set('lat', (city.lat + (random() - 0.5) / 10).toFixed(4));
      query.set('lng', (city.lng + (random() - 0.5) / 10).toFixed(4));
      query.set('radius', '20');
      if (random() < 0.5) query.set('sort', 'nearest');
    }
    return `/api/listings?${query.toString()}`;
  };
}

/** Suggestions for a prefix of 2 to 6 letters of a word, as the search box asks while typing. */
export function suggestionPaths(random: Random): () => string {
  return () => {
    const word = pick([...ITEMS, ...MATERIALS, ...ADJECTIVES], random);
    return `/api/listings/suggestions?q=${encodeURIComponent(word.slice(0, 2 + Math.floor(random() * 5)))}`;
  };
}

export async function runListingsBench(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  process.stdout.write(`\nListings: seeding ${POSTS.toLocaleString('en')} posts by ${VENDORS} vendors...`);
  const database = await prepareBenchDatabase({
    label: 'listings',
    postgresUrl,
    seed: (db) => seedListings(db, { posts: POSTS, vendors: VENDORS }),
    analyze: ['posts', 'post_search', 'post_search_words', 'users', 'market_info'],
  });
  process.stdout.write(` ${database.seedSeconds.toFixed(1)} s\n`);
  const app = await startChildServer(path.join(path.dirname(new URL(import.meta.url).pathname), 'feed-server.ts'), database.env);
  try {
    const origin = `http://127.0.0.1:${app.port}`;
    const shapes: Shape[] = [
      // The feed's first page under the same load: what the machine gives a simple page, for reading the rest.
      { name: 'reference: feed page 1, no search', next: () => '/api/?page=1&per_page=10' },
      { name: 'search, new words, sorts and filters', next: searchPaths(pseudoRandom(11)), goal: GOAL },
      { name: 'suggestions while typing', next: suggestionPaths(pseudoRandom(12)) },
    ];
    const rows = [];
    for (const shape of shapes) rows.push(await measure(origin, shape));
    const where = database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    const load = os.loadavg().map((value) => value.toFixed(2)).join(', ');
    process.stdout.write(`\nListing search, ${where}, ${POSTS.toLocaleString('en')} posts, autocannon 20 connections, ${process.env.BENCH_DURATION ?? 10} s a shape, loopback; load average after: ${load}\n\n`);
    process.stdout.write('| request | req/s | p50 ms | p99 ms | goal |\n|---|---|---|---|---|\n');
    for (const row of rows) {
      const goal = row.goal ? `>= ${row.goal.perSecond}, p99 < ${row.goal.p99Ms}: ${row.perSecond >= row.goal.perSecond && row.p99 < (row.goal.p99Ms ?? Infinity) ? 'met' : 'NOT MET'}` : '';
      process.stdout.write(`| ${row.name} | ${row.perSecond.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${goal} |\n`);
    }
  } finally {
    await app.stop();
    await database.dispose();
  }
}
