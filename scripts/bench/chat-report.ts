import type { ServerMemory } from './chat-memory';
import type { LoadResult, LoadTally } from './chat-load-pool';
import type { ServerPauses } from './pause-meter';

/**
 * One server's measurement: the sockets its load held, the load's tally, the server's memory (after a full
 * collection) before and after the sockets connected, and its pauses.
 */
export type Row = { name: string; sockets: number; load: LoadResult; memory: { before: ServerMemory; after: ServerMemory }; pauses: ServerPauses };

export type Goals = { p99Ms: number; bareShare: number };

export type Latencies = { p50: number; p95: number; p99: number };

function percentile(sorted: Float64Array, share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** Send-to-receipt percentiles in milliseconds; a typed array sorts numerically, and 300,000 latencies sort fast. */
export function latenciesOf(tally: LoadTally): Latencies {
  const sorted = Float64Array.from(tally.latencies).sort();
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
}

/** What connecting cost the server a socket: (after - before) / sockets. */
export function memoryPerSocket(row: Pick<Row, 'sockets' | 'memory'>): ServerMemory {
  const { before, after } = row.memory;
  const sockets = Math.max(1, row.sockets);
  return { rss: (after.rss - before.rss) / sockets, heapUsed: (after.heapUsed - before.heapUsed) / sockets };
}

/** Delivered messages a second, over the time the deliveries took (backlog included). */
const deliveredPerSecond = (tally: LoadTally) => tally.delivered / Math.max(0.001, (tally.lastDeliveryAt - tally.startedAt) / 1000);

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
const ms = (value: number) => value.toFixed(1).padStart(6);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function rowCells(row: Row): string[] {
  const { tally } = row.load;
  const { p50, p95, p99 } = latenciesOf(tally);
  return [
    row.name.padEnd(14), String(row.sockets).padStart(7), String(tally.sent).padStart(8), String(tally.delivered).padStart(9),
    String(tally.sent - tally.delivered).padStart(5), String(tally.confirmed).padStart(9), deliveredPerSecond(tally).toFixed(0).padStart(6),
    ms(p50), ms(p95), ms(p99),
  ];
}

export function printRows(rows: Row[], title: string): void {
  const header = ['server'.padEnd(14), 'sockets', '    sent', 'delivered', ' lost', 'confirmed', ' msg/s', 'p50 ms', 'p95 ms', 'p99 ms'];
  process.stdout.write(`\n${title}\n\n${line(header)}\n${line(header).replace(/[^|]/g, '-')}\n`);
  for (const row of rows) process.stdout.write(`${line(rowCells(row))}\n`);
}

/** The server's resident set and heap before and after its sockets connected, and what that makes a socket. */
export function memoryLine(row: Row): string {
  const { before, after } = row.memory;
  const perSocket = memoryPerSocket(row);
  return `${row.name}: rss ${mb(before.rss)} -> ${mb(after.rss)}, heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} `
    + `for ${row.sockets.toLocaleString('en')} sockets: ${kb(perSocket.rss)} resident and ${kb(perSocket.heapUsed)} heap a socket`;
}

export function printMemory(rows: Row[]): void {
  process.stdout.write('\nServer memory after a full collection, before and after the sockets connected\n\n');
  for (const row of rows) process.stdout.write(`- ${memoryLine(row)}\n`);
}

/**
 * Where a tail comes from: the server's CPU time per message (the work every batch of messages waits for), how long the server's event loop was held up, by the collector how often; and the
 * load generator's own longest stall, which the latencies include (it must stay small beside the server's).
 */
export function printPauses(rows: Row[]): void {
  process.stdout.write('\nPauses during the measured load (event-loop delay; GC count, total and longest)\n\n');
  for (const { name, pauses, load } of rows) {
    const { loopDelayMs: loop, gc } = pauses;
    const kinds = Object.entries(gc).filter(([, tally]) => tally.count > 0)
      .map(([kind, tally]) => `${kind} ${tally.count}x ${tally.totalMs.toFixed(0)} ms (max ${tally.maxMs.toFixed(1)})`);
    const cpuPerMessage = (pauses.cpuMs * 1000) / Math.max(1, load.tally.sent);
    process.stdout.write(`- ${name}: server CPU ${cpuPerMessage.toFixed(0)} µs a message; server loop delay p50 ${loop.p50.toFixed(1)} / p99 ${loop.p99.toFixed(1)} / max ${loop.max.toFixed(1)} ms; GC ${kinds.join(', ') || 'none'}; `
      + `load generator loop delay p99 ${load.generatorLoopDelayP99Ms.toFixed(1)} / max ${load.generatorLoopDelayMaxMs.toFixed(1)} ms\n`);
  }
}

export function goalLines(app: Row, bare: Row, goals: Goals): string[] {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  const { tally } = app.load;
  const lost = tally.sent - tally.delivered;
  const { p99 } = latenciesOf(tally);
  const share = deliveredPerSecond(tally) / deliveredPerSecond(bare.load.tally);
  const perSocket = memoryPerSocket(app);
  return [
    `no loss: ${lost} of ${tally.sent} lost, ${tally.sent - tally.confirmed} unconfirmed, ${tally.errors} errors: ${verdict(lost === 0 && tally.confirmed === tally.sent && tally.errors === 0)}`,
    `p99 send to receipt ${p99.toFixed(1)} ms (goal < ${goals.p99Ms} ms): ${verdict(p99 < goals.p99Ms)}`,
    `delivered ${(share * 100).toFixed(1)}% of the bare relay's messages a second (goal >= ${goals.bareShare * 100}%): ${verdict(share >= goals.bareShare)}`,
    `server memory per socket: ${kb(perSocket.rss)} resident, ${kb(perSocket.heapUsed)} heap`,
  ];
}

export function printGoals(app: Row, bare: Row, goals: Goals): void {
  process.stdout.write(`\nGoals\n${goalLines(app, bare, goals).map((goal) => `- ${goal}`).join('\n')}\n`);
}
