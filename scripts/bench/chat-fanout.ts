/**
 * The chat fan-out benchmarks, against the real app (its own process, SQLite in a temp directory or
 * BENCH_DATABASE_URL; BENCH_REDIS_URL puts the hub on Redis) and then the same load on a bare `ws` relay
 * without database or auth. Sockets come in pairs, one room per pair, each sending `rate` messages a second
 * over loopback from separate load processes. Prints sent against delivered, p50/p99 from send to the peer's
 * receipt, the server's memory per socket, and the server's event-loop and GC pauses.
 *
 * - `chat`: 2,000 sockets, a message a second each (goal p99 < 30 ms; PostgreSQL < 60 ms).
 * - `chat-10k`: 10,000 sockets in one server process, a message every 5 s each (goal p99 < 50 ms; PostgreSQL < 100 ms).
 *
 * Flags: --sockets=N --duration=S (30) --rate=R (messages per socket per second) --bytes=B (64)
 * --load-processes=N, e.g. `npm run bench -- chat --duration=5`.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { systemClock } from '../../server/clock';
import type { Database } from '../../server/db/schema';
import { createStores } from '../../server/store';
import { prepareBenchDatabase } from './bench-database';
import { openLoad, type LoadOptions, type Seat } from './chat-load-pool';
import { startMeteredServer, type MeteredServer } from './chat-memory';
import { printGoals, printPauses, printRows, type Row } from './chat-report';
import { seedPeople } from './nearby';

/** The two shapes of the benchmark; PostgreSQL's p99 goal is twice SQLite's (the database shares the two cores). */
const PRESETS = {
  chat: { sockets: 2000, rate: 1, loadProcesses: 1, p99Ms: 30 },
  'chat-10k': { sockets: 10_000, rate: 0.2, loadProcesses: 2, p99Ms: 50 },
} as const;

export type ChatBenchPart = keyof typeof PRESETS;

const BARE_SHARE_GOAL = 0.5;
/** Sent first and not counted (at least one message a socket): the server's code paths warm up (JIT) as in a long-running process. */
const WARM_UP_SECONDS = 3;
const here = path.dirname(new URL(import.meta.url).pathname);

type Options = LoadOptions & { sockets: number; durationSeconds: number; loadProcesses: number };

function flag(name: string, fallback: number): number {
  const prefix = `--${name}=`;
  const value = process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
  const parsed = Number(value ?? fallback);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
  return parsed;
}

function optionsFromFlags(part: ChatBenchPart): Options {
  const preset = PRESETS[part];
  return {
    sockets: Math.round(flag('sockets', preset.sockets) / 2) * 2,
    durationSeconds: flag('duration', 30),
    rate: flag('rate', preset.rate),
    bytes: Math.round(flag('bytes', 64)),
    loadProcesses: Math.round(flag('load-processes', preset.loadProcesses)),
  };
}

type Pair = { uniquecode: string; members: { username: string; token: string }[] };

async function seedRooms(db: Kysely<Database>, rooms: number): Promise<Pair[]> {
  const people = await seedPeople(db, rooms * 2, 0, 11);
  const stores = createStores(db, systemClock);
  return stores.transaction(async (trx) => {
    const pairs: Pair[] = [];
    for (let index = 0; index < rooms; index += 1) {
      const members = await Promise.all(
        [people[index * 2], people[index * 2 + 1]].map(async (person) => {
          const user = person && (await trx.accounts.findByUsername(person.username));
          if (!user) throw new Error('a seeded user is missing');
          return { id: user.id, username: user.username, token: await trx.tokens.issue(user.id, 'chat bench') };
        }),
      );
      const [first, second] = members;
      if (!first || !second) throw new Error('a pair is missing');
      const { room } = await trx.chatRooms.open(first.id, second.id);
      pairs.push({ uniquecode: room.uniquecode, members });
    }
    return pairs;
  });
}

async function measure(name: string, server: MeteredServer, seats: Seat[], options: Options, readyType: string): Promise<Row> {
  const before = await server.memory();
  const load = await openLoad(seats, readyType, options.loadProcesses);
  const after = await server.memory();
  const perSocket = { rss: (after.rss - before.rss) / load.sockets, heapUsed: (after.heapUsed - before.heapUsed) / load.sockets };
  await load.run(Math.max(WARM_UP_SECONDS, 1 / options.rate), options);
  await server.resetPauses();
  const measured = await load.run(options.durationSeconds, options);
  const pauses = await server.pauses();
  await load.close();
  return { name, load: measured, perSocket, pauses };
}

export async function runChatFanoutBench(part: ChatBenchPart = 'chat'): Promise<void> {
  const options = optionsFromFlags(part);
  const rooms = options.sockets / 2;
  process.stdout.write(`\nChat fan-out: seeding ${options.sockets.toLocaleString('en')} users in ${rooms.toLocaleString('en')} rooms...`);
  const database = await prepareBenchDatabase({
    label: 'chat',
    postgresUrl: process.env.BENCH_DATABASE_URL,
    seed: (db) => seedRooms(db, rooms),
    analyze: ['users', 'chat_rooms', 'auth_tokens'],
  });
  process.stdout.write(` ${database.seedSeconds.toFixed(1)} s\n`);
  const rows: Row[] = [];
  try {
    const app = await startMeteredServer(path.join(here, 'chat-server.ts'), {
      ...database.env,
      ...(process.env.BENCH_REDIS_URL ? { BENCH_REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
    });
    try {
      const seats = database.seeded.flatMap((pair) =>
        pair.members.map((member) => ({ url: `ws://127.0.0.1:${app.port}/ws/chat/${pair.uniquecode}/?token=${member.token}`, uniquecode: pair.uniquecode, username: member.username })),
      );
      rows.push(await measure('app /ws/chat', app, seats, options, 'connection_established'));
    } finally {
      await app.stop();
    }
    const bare = await startMeteredServer(path.join(here, 'ws-relay-server.ts'), {});
    try {
      const seats = database.seeded.flatMap((pair, index) =>
        pair.members.map((member) => ({ url: `ws://127.0.0.1:${bare.port}/room/${index}`, uniquecode: pair.uniquecode, username: member.username })),
      );
      rows.push(await measure('bare ws relay', bare, seats, options, 'open'));
    } finally {
      await bare.stop();
    }
  } finally {
    await database.dispose();
  }
  const [app, bare] = rows;
  if (!app || !bare) throw new Error('a measurement is missing');
  const postgres = database.kind === 'postgres';
  const where = `${postgres ? 'PostgreSQL' : 'SQLite'}, ${process.env.BENCH_REDIS_URL ? 'Redis hub' : 'memory hub'}`;
  printRows(rows, `Chat fan-out, ${where}: ${options.sockets} sockets in ${rooms} rooms, ${options.rate} message/s each, ${options.bytes}-byte messages, ${options.durationSeconds} s, loopback, ${options.loadProcesses} load process(es)`);
  printPauses(rows);
  printGoals(app, bare, { p99Ms: PRESETS[part].p99Ms * (postgres ? 2 : 1), bareShare: BARE_SHARE_GOAL });
}
