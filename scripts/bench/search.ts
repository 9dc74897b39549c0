/**
 * The user-search benchmark: the real server on a loopback port (its own process) over 100,000 users
 * (BENCH_SEARCH_USERS; 30% of them vendors with market names; BENCH_DATABASE_URL=postgres://... for
 * PostgreSQL) whose names repeat as real names do (36 first names, 22 last names), loaded by autocannon
 * cycling through 500 terms as people type them: 2-6 letters of a username, a first name, "first last",
 * a last name or a market name, a word inside a market name, and some exact usernames. Measured one request at a time (1 connection)
 * and saturated (10 connections as fast as answers come), the goal (p99 < 15 ms) read on the latter.
 */
import path from 'node:path';
import { searchAnswerSchema } from '../../src/contract';
import { startChildServer } from './child-server';
import { loadPaths, prepareSeededDatabase, printRows, pseudoRandom, type Person } from './nearby';

const USERS = Number(process.env.BENCH_SEARCH_USERS ?? 100_000);
const VENDOR_SHARE = 0.3;
const TERMS = 500;
const GOAL_P99_MS = 15;

const here = path.dirname(new URL(import.meta.url).pathname);

/** What people type: the start of a username, a name, a full name, a market name, or a whole username. */
function termsFor(people: readonly Person[]): string[] {
  const random = pseudoRandom(99);
  const prefix = (text: string) => text.slice(0, 2 + Math.floor(random() * 5));
  return Array.from({ length: TERMS }, () => {
    const person = people[Math.floor(random() * people.length)] ?? people[0];
    if (!person) throw new Error('no people');
    const choices = [
      () => prefix(person.username),
      () => prefix(person.first_name),
      () => `${person.first_name} ${prefix(person.last_name)}`,
      () => prefix(person.last_name),
      () => (person.marketname ? prefix(person.marketname) : person.username),
      () => person.username,
      // A word in the middle of a market name ("fabrics" in "Ada Fabrics 12").
      () => (person.marketname?.split(' ')[1] ?? person.last_name).toLowerCase(),
    ];
    const choose = choices[Math.floor(random() * choices.length)] ?? choices[0];
    return choose ? choose() : person.username;
  });
}

export async function runSearchBench(): Promise<void> {
  process.stdout.write(`\nSearch: seeding ${USERS.toLocaleString('en')} users...`);
  const database = await prepareSeededDatabase(USERS, Math.round(USERS * VENDOR_SHARE));
  process.stdout.write(` ${database.seedSeconds.toFixed(1)} s\n`);
  const server = await startChildServer(path.join(here, 'feed-server.ts'), database.env);
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const terms = termsFor(database.seeded);
    const paths = terms.map((term) => `/api/search/${encodeURIComponent(term)}/`);
    let found = 0;
    for (const searchPath of paths.slice(0, 50)) {
      found += searchAnswerSchema.parse(await (await fetch(`${origin}${searchPath}`)).json()).count;
    }
    const label = `${USERS.toLocaleString('en')} users`;
    const rows = [await loadPaths(`${label}, 1 connection`, origin, paths, 1), await loadPaths(`${label}, 10 connections`, origin, paths)];
    const where = database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    printRows(`User search, ${where}: GET /search/{term}/, ${TERMS} typed terms, 20 results, autocannon, ${process.env.BENCH_DURATION ?? 10} s, loopback`, rows);
    const row = rows[1];
    const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
    process.stdout.write(`- on average ${(found / 50).toFixed(1)} results per term\n`);
    if (row) process.stdout.write(`\nGoals\n- ${row.name}: p99 ${row.p99.toFixed(2)} ms (goal < ${GOAL_P99_MS} ms): ${verdict(row.p99 < GOAL_P99_MS)}\n`);
  } finally {
    await server.stop();
    await database.dispose();
  }
}
