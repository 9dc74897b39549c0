/**
 * The chat fan-out benchmarks, against the real app (its own process, SQLite in a temp directory or
 * BENCH_DATABASE_URL; BENCH_REDIS_URL puts the hub on Redis) and then the same load on a bare `ws` relay
 * without database or auth. Sockets come in pairs, one room per pair, each sending `rate` messages a second
 * over loopback from separate load processes. Prints the sockets connected, sent against delivered,
 * p50/p95/p99 from send to the peer's receipt, the server's memory before and after connecting and per
 * socket, and the server's event-loop and GC pauses. The shapes (`chat`, `chat-10k`) and their flags are in
 * chat-options.ts, e.g. `npm run bench -- chat --duration=5`.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { systemClock } from '../../server/clock';
import type { DialectName } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { createStores } from '../../server/store';
import { prepareBenchDatabase } from './bench-database';
import { openLoad, type Seat } from './chat-load-pool';
import { startMeteredServer, type MeteredServer } from './chat-memory';
import { CHAT_PRESETS, chatOptions, openFileLimit, openFilesShortfall, type ChatBenchPart, type ChatOptions } from './chat-options';
import { printGoals, printMemory, printPauses, printRows, type Row } from './chat-report';
import { seedPeople } from './nearby';

const BARE_SHARE_GOAL = 0.5;
/** Sent first and not counted (at least one message a socket): the server's code paths warm up (JIT) as in a long-running process. */
const WARM_UP_SECONDS = 3;
const here = path.dirname(new URL(import.meta.url).pathname);

export type Pair = { uniquecode: string; members: { username: string; token: string }[] };

export async function seedRooms(db: Kysely<Database>, dialect: DialectName, rooms: number): Promise<Pair[]> {
  const people = await seedPeople(db, rooms * 2, 0, 11);
  const stores = createStores(db, dialect, systemClock);
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

async function measure(name: string, server: MeteredServer, seats: Seat[], options: ChatOptions, readyType: string): Promise<Row> {
  const before = await server.memory();
  const load = await openLoad(seats, readyType, options.loadProcesses);
  const after = await server.memory();
  process.stdout.write(`${name}: ${load.sockets.toLocaleString('en')} of ${seats.length.toLocaleString('en')} sockets connected\n`);
  await load.run(Math.max(WARM_UP_SECONDS, 1 / options.rate), options);
  await server.resetPauses();
  const measured = await load.run(options.durationSeconds, options);
  const pauses = await server.pauses();
  await load.close();
  return { name, sockets: load.sockets, load: measured, memory: { before, after }, pauses };
}

/** Stops before seeding when one process may not hold the run's sockets. */
function checkOpenFiles(options: ChatOptions): void {
  const limit = openFileLimit();
  if (limit === undefined) return void process.stdout.write('\nChat fan-out: the open-file limit could not be read (ulimit -n); going on.\n');
  const shortfall = openFilesShortfall(options, limit);
  if (shortfall) throw new Error(shortfall);
}

export async function runChatFanoutBench(part: ChatBenchPart = 'chat'): Promise<void> {
  const options = chatOptions(part, process.argv);
  const { rooms } = options;
  checkOpenFiles(options);
  process.stdout.write(`\nChat fan-out: seeding ${options.sockets.toLocaleString('en')} users in ${rooms.toLocaleString('en')} rooms...`);
  const database = await prepareBenchDatabase({
    label: 'chat',
    postgresUrl: process.env.BENCH_DATABASE_URL,
    seed: (db, config) => seedRooms(db, config.database.kind, rooms),
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
  const count = (n: number) => n.toLocaleString('en');
  printRows(rows, `Chat fan-out (${part}), ${where}: ${count(options.sockets)} sockets in ${count(rooms)} rooms, a message every ${count(1 / options.rate)} s each, `
    + `${options.bytes}-byte messages, ${options.durationSeconds} s, loopback, ${options.loadProcesses} load process(es)`);
  printMemory(rows);
  printPauses(rows);
  printGoals(app, bare, { p99Ms: CHAT_PRESETS[part].p99Ms * (postgres ? 2 : 1), bareShare: BARE_SHARE_GOAL });
}
