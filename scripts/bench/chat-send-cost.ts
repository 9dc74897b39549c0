/**
 * What one chat send costs the server, in one process: `npx tsx scripts/bench/chat-send-cost.ts` sends messages
 * through sendChatMessage (the socket's and the REST POST's path: block check, spam rule, group commit,
 * notification, publish, push lookup) over SQLite in a temp directory with the server's read threads, or
 * BENCH_DATABASE_URL, and prints per message the process's CPU (every thread) and the
 * main thread's, the bytes allocated on the heap and the collections. `--messages=`, `--rooms=`, `--in-flight=` (sends started together,
 * as frames arriving in one turn) and `--rounds=` (measured rounds, after one warm-up round) change them.
 */
import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import webpush from 'web-push';
import { sendChatMessage } from '../../server/chat/send-message';
import { systemClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { createPushSender } from '../../server/push/push-sender';
import { createHub } from '../../server/realtime/hub';
import { createStores } from '../../server/store';
import { prepareBenchDatabase } from './bench-database';
import { seedRooms } from './chat-fanout';

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const messages = option('messages', 10_000);
const roomCount = option('rooms', 200);
const inFlight = option('in-flight', 4);
const rounds = option('rounds', 3);
const log = { warn: () => undefined, error: () => undefined };

const seeded = await prepareBenchDatabase({
  label: 'chat-send-cost',
  postgresUrl: process.env.BENCH_DATABASE_URL,
  seed: (db, config) => seedRooms(db, config.database.kind, roomCount),
  analyze: ['users', 'chat_rooms', 'auth_tokens'],
});
const config = loadConfig({ NODE_ENV: 'production', MAIL_TO_LOG: '1', DATA_DIR: seeded.env.BENCH_DATA_DIR ?? '', ...(seeded.env.BENCH_DATABASE_URL ? { DATABASE_URL: seeded.env.BENCH_DATABASE_URL } : {}) });
const db = openDatabase(config.database, { schema: seeded.env.BENCH_DB_SCHEMA });
const stores = createStores(db.kysely, db.dialect, systemClock);
const hub = createHub({ log: log as never });
const push = createPushSender({ stores, vapidKeys: webpush.generateVAPIDKeys(), subject: 'mailto:bench@example.com', log });
const deps = { stores, hub, log, push };
const rooms = await Promise.all(
  seeded.seeded.map(async (pair) => {
    const room = await stores.chatRooms.findByCode(pair.uniquecode);
    const members = await Promise.all(pair.members.map((member) => stores.accounts.findByUsername(member.username)));
    if (!room || members.some((member) => !member)) throw new Error('a seeded room is missing');
    return { room, members: members.map((member) => ({ id: member?.id ?? 0, username: member?.username ?? '' })) };
  }),
);

let sent = 0;
async function sendAll(count: number, run: string): Promise<void> {
  for (let index = 0; index < count; index += inFlight) {
    await Promise.all(
      Array.from({ length: Math.min(inFlight, count - index) }, (_, offset) => {
        const number = index + offset;
        const seat = rooms[number % rooms.length];
        const sender = seat?.members[Math.floor(number / rooms.length) % 2];
        if (!seat || !sender) throw new Error('no room to send in');
        const { room } = seat;
        sent += 1;
        return sendChatMessage(deps, { room, sender, text: `${sent} a message of the chat bench, about sixty-four bytes long`, messageType: 'text', tempId: `${run}-${number}` });
      }),
    );
  }
  await push.idle();
}

/** The main thread's CPU time in µs (Linux; clock ticks of 10 ms): the read threads' is in the process's only. */
function mainThreadMicros(): number {
  const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Heap bytes allocated while `work` ran: what each collection found used, less what the one before left. */
async function measured(work: () => Promise<void>) {
  const profiler = new v8.GCProfiler();
  const usedAtStart = v8.getHeapStatistics().used_heap_size;
  const cpu = process.cpuUsage();
  const mainThread = mainThreadMicros();
  const started = performance.now();
  profiler.start();
  await work();
  const { statistics } = profiler.stop() as { statistics: { gcType: string; cost: number; beforeGC: { heapStatistics: { usedHeapSize: number } }; afterGC: { heapStatistics: { usedHeapSize: number } } }[] };
  const wallMs = performance.now() - started;
  let allocated = 0;
  let left = usedAtStart;
  for (const gc of statistics) {
    allocated += gc.beforeGC.heapStatistics.usedHeapSize - left;
    left = gc.afterGC.heapStatistics.usedHeapSize;
  }
  allocated += v8.getHeapStatistics().used_heap_size - left;
  const used = process.cpuUsage(cpu);
  const scavenges = statistics.filter((gc) => gc.gcType === 'Scavenge');
  return {
    wallMs,
    cpuMicros: used.user + used.system,
    mainThreadMicros: mainThreadMicros() - mainThread,
    allocated,
    scavenges: scavenges.length,
    scavengeMicros: scavenges.reduce((sum, gc) => sum + gc.cost, 0),
    otherGcs: statistics.length - scavenges.length,
  };
}

const perMessage = (value: number) => (value / messages).toFixed(0);
process.stdout.write(`chat send cost: ${db.dialect}, ${rooms.length} rooms, ${messages} messages a round, ${inFlight} in flight; load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}\n`);
await sendAll(messages, 'warm');
for (let round = 1; round <= rounds; round += 1) {
  const result = await measured(() => sendAll(messages, `round${round}`));
  process.stdout.write(
    `round ${round}: ${(messages / (result.wallMs / 1000)).toFixed(0)} msg/s, CPU ${perMessage(result.cpuMicros)} µs/msg (main thread ${perMessage(result.mainThreadMicros)}), `
      + `${(result.allocated / messages / 1024).toFixed(1)} KB allocated/msg, ${result.scavenges} scavenges (${(result.scavengeMicros / 1000).toFixed(0)} ms), ${result.otherGcs} other GCs\n`,
  );
}
process.stdout.write(`load average after: ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}\n`);
await hub.close();
await db.close();
await seeded.dispose();
