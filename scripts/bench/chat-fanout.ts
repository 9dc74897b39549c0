/**
 * The chat fan-out benchmark: SOCKETS sockets (2,000) in pairs, one room per pair, each sending a
 * message a second for DURATION seconds (30) over loopback to the real app (its own process, SQLite in a
 * temp directory or BENCH_DATABASE_URL; BENCH_REDIS_URL puts the hub on Redis), then the same load on a
 * bare `ws` relay without database or auth. Prints sent against delivered, p50/p99 from send to the
 * peer's receipt, and the server's memory per socket. Flags: --sockets=N --duration=S --rate=R
 * (messages per socket per second) --bytes=B (message length), e.g. `npm run bench -- chat --duration=5`.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import WebSocket from 'ws';
import { systemClock } from '../../server/clock';
import type { Database } from '../../server/db/schema';
import { createStores } from '../../server/store';
import { prepareBenchDatabase } from './bench-database';
import { startMeteredServer, type MeteredServer, type ServerMemory } from './chat-memory';
import { seedPeople } from './nearby';

const GOALS = { p99Ms: 50, bareShare: 0.5 };
const CONNECT_CONCURRENCY = 50;
/** After the load, frames still coming are waited for until none has come for this long: what never comes is lost. */
const DRAIN_QUIET_MS = 5000;
/** Sent first and not counted: the server's code paths warm up (JIT) as in a long-running process. */
const WARM_UP_SECONDS = 3;
const here = path.dirname(new URL(import.meta.url).pathname);

type Options = { sockets: number; durationSeconds: number; rate: number; bytes: number };

function flag(name: string, fallback: number): number {
  const prefix = `--${name}=`;
  const value = process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
  const parsed = Number(value ?? fallback);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
  return parsed;
}

function optionsFromFlags(): Options {
  const sockets = Math.round(flag('sockets', 2000) / 2) * 2;
  return { sockets, durationSeconds: flag('duration', 30), rate: flag('rate', 1), bytes: Math.round(flag('bytes', 64)) };
}

/** One member of a room as the load sees it: where to connect and what to say the room is. */
type Seat = { url: string; uniquecode: string; username: string };
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

type Tally = { sent: number; delivered: number; confirmed: number; errors: number; latencies: number[]; startedAt: number; lastDeliveryAt: number };

const emptyTally = (): Tally => ({ sent: 0, delivered: 0, confirmed: 0, errors: 0, latencies: [], startedAt: performance.now(), lastDeliveryAt: performance.now() });

type Client = { socket: WebSocket; seat: Seat };

function connectClient(seat: Seat, tally: Tally, ready: (frame: { type: string }) => boolean): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(seat.url);
    let opened = false;
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; message?: { message: string } };
      if (frame.type === 'chat' && frame.message) {
        tally.delivered += 1;
        tally.lastDeliveryAt = performance.now();
        tally.latencies.push(performance.now() - Number(frame.message.message.split(' ', 1)[0]));
      } else if (frame.type === 'message_sent') tally.confirmed += 1;
      else if (frame.type === 'error') tally.errors += 1;
      if (!opened && ready(frame)) {
        opened = true;
        resolve({ socket, seat });
      }
    });
    socket.on('open', () => {
      if (!opened && ready({ type: 'open' })) {
        opened = true;
        resolve({ socket, seat });
      }
    });
    socket.on('error', reject);
    socket.on('close', (code) => {
      if (!opened) reject(new Error(`socket closed with ${code} before it was ready`));
    });
  });
}

async function connectAll(seats: Seat[], tally: Tally, ready: (frame: { type: string }) => boolean): Promise<Client[]> {
  const clients: Client[] = [];
  for (let first = 0; first < seats.length; first += CONNECT_CONCURRENCY) {
    clients.push(...(await Promise.all(seats.slice(first, first + CONNECT_CONCURRENCY).map((seat) => connectClient(seat, tally, ready)))));
  }
  return clients;
}

/** Every client sends `rate` messages a second, each on its own phase, for the duration. */
async function load(clients: Client[], tally: Tally, options: Options, seconds: number): Promise<void> {
  const interval = 1000 / options.rate;
  const endAt = performance.now() + seconds * 1000;
  const filler = 'x'.repeat(options.bytes);
  // The warm-up and the measured load never share a temp_id (a resend is confirmed, not delivered again).
  const runId = `${seconds}-${Math.random().toString(36).slice(2, 8)}`;
  await Promise.all(
    clients.map(
      (client, index) =>
        new Promise<void>((done) => {
          let count = 0;
          const send = () => {
            if (performance.now() >= endAt) return done();
            count += 1;
            const text = `${performance.now().toFixed(3)} ${filler}`.slice(0, Math.max(options.bytes, 12));
            client.socket.send(JSON.stringify({ type: 'message', message: text, temp_id: `${runId}-${index}-${count}`, uniquecode: client.seat.uniquecode, sender: client.seat.username }));
            tally.sent += 1;
            setTimeout(send, interval);
          };
          setTimeout(send, Math.random() * interval);
        }),
    ),
  );
  await drained(tally);
}

async function drained(tally: Tally): Promise<void> {
  let seen = -1;
  let quietSince = performance.now();
  while (tally.delivered < tally.sent || tally.confirmed < tally.sent) {
    const now = performance.now();
    if (tally.delivered + tally.confirmed !== seen) {
      seen = tally.delivered + tally.confirmed;
      quietSince = now;
    } else if (now - quietSince > DRAIN_QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Row = { name: string; tally: Tally; perSocket: ServerMemory };

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

async function measure(name: string, server: MeteredServer, seats: Seat[], options: Options, ready: (frame: { type: string }) => boolean): Promise<Row> {
  // Clients count into whichever tally is current: the warm-up's, then the measured one.
  let tally = emptyTally();
  const counting: Tally = {
    get sent() { return tally.sent; }, set sent(value) { tally.sent = value; },
    get delivered() { return tally.delivered; }, set delivered(value) { tally.delivered = value; },
    get confirmed() { return tally.confirmed; }, set confirmed(value) { tally.confirmed = value; },
    get errors() { return tally.errors; }, set errors(value) { tally.errors = value; },
    get latencies() { return tally.latencies; },
    get startedAt() { return tally.startedAt; },
    get lastDeliveryAt() { return tally.lastDeliveryAt; }, set lastDeliveryAt(value) { tally.lastDeliveryAt = value; },
  };
  const before = await server.memory();
  const clients = await connectAll(seats, counting, ready);
  const after = await server.memory();
  const perSocket = { rss: (after.rss - before.rss) / clients.length, heapUsed: (after.heapUsed - before.heapUsed) / clients.length };
  await load(clients, counting, options, WARM_UP_SECONDS);
  tally = emptyTally();
  await load(clients, counting, options, options.durationSeconds);
  await Promise.all(clients.map(({ socket }) => new Promise((closed) => {
    socket.once('close', closed);
    socket.close(1000);
  })));
  return { name, tally, perSocket };
}

/** Delivered messages a second, over the time the deliveries took (backlog included). */
const deliveredPerSecond = (tally: Tally) => tally.delivered / Math.max(0.001, (tally.lastDeliveryAt - tally.startedAt) / 1000);

function printRows(rows: Row[], title: string): void {
  const header = ['server'.padEnd(26), '    sent', 'delivered', ' lost', 'confirmed', ' msg/s', 'p50 ms', 'p99 ms', 'KB/socket rss', 'KB/socket heap'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  process.stdout.write(`\n${title}\n\n${line(header)}\n${line(header).replace(/[^|]/g, '-')}\n`);
  for (const { name, tally, perSocket } of rows) {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    process.stdout.write(`${line([
      name.padEnd(26), String(tally.sent).padStart(8), String(tally.delivered).padStart(9), String(tally.sent - tally.delivered).padStart(5),
      String(tally.confirmed).padStart(9), deliveredPerSecond(tally).toFixed(0).padStart(6), percentile(sorted, 0.5).toFixed(1).padStart(6),
      percentile(sorted, 0.99).toFixed(1).padStart(6), (perSocket.rss / 1024).toFixed(1).padStart(13), (perSocket.heapUsed / 1024).toFixed(1).padStart(14),
    ])}\n`);
  }
}

function printGoals(app: Row, bare: Row): void {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  const lost = app.tally.sent - app.tally.delivered;
  const p99 = percentile([...app.tally.latencies].sort((a, b) => a - b), 0.99);
  const share = deliveredPerSecond(app.tally) / deliveredPerSecond(bare.tally);
  const goals = [
    `no loss: ${lost} of ${app.tally.sent} lost, ${app.tally.sent - app.tally.confirmed} unconfirmed, ${app.tally.errors} errors: ${verdict(lost === 0 && app.tally.confirmed === app.tally.sent && app.tally.errors === 0)}`,
    `p99 send to receipt ${p99.toFixed(1)} ms (goal < ${GOALS.p99Ms} ms): ${verdict(p99 < GOALS.p99Ms)}`,
    `delivered ${(share * 100).toFixed(1)}% of the bare relay's messages a second (goal >= ${GOALS.bareShare * 100}%): ${verdict(share >= GOALS.bareShare)}`,
  ];
  process.stdout.write(`\nGoals\n${goals.map((goal) => `- ${goal}`).join('\n')}\n`);
}

export async function runChatFanoutBench(): Promise<void> {
  const options = optionsFromFlags();
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
      rows.push(await measure('app /ws/chat', app, seats, options, (frame) => frame.type === 'connection_established'));
    } finally {
      await app.stop();
    }
    const bare = await startMeteredServer(path.join(here, 'ws-relay-server.ts'), {});
    try {
      const seats = database.seeded.flatMap((pair, index) =>
        pair.members.map((member) => ({ url: `ws://127.0.0.1:${bare.port}/room/${index}`, uniquecode: pair.uniquecode, username: member.username })),
      );
      rows.push(await measure('bare ws relay', bare, seats, options, (frame) => frame.type === 'open'));
    } finally {
      await bare.stop();
    }
  } finally {
    await database.dispose();
  }
  const [app, bare] = rows;
  if (!app || !bare) throw new Error('a measurement is missing');
  const where = `${database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${process.env.BENCH_REDIS_URL ? 'Redis hub' : 'memory hub'}`;
  printRows(rows, `Chat fan-out, ${where}: ${options.sockets} sockets in ${rooms} rooms, ${options.rate} message/s each, ${options.bytes}-byte messages, ${options.durationSeconds} s, loopback`);
  printGoals(app, bare);
}
