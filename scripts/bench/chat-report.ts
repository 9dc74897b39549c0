import type { ServerMemory } from './chat-memory';
import type { LoadResult, LoadTally } from './chat-load-pool';
import type { ServerPauses } from './pause-meter';

/** One server's measurement: the load's tally, the server's memory per socket and its pauses. */
export type Row = { name: string; load: LoadResult; perSocket: ServerMemory; pauses: ServerPauses };

export type Goals = { p99Ms: number; bareShare: number };

function percentile(sorted: Float64Array, share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** A typed array sorts numerically, and 300,000 latencies sort fast. */
const sortedLatencies = (tally: LoadTally) => Float64Array.from(tally.latencies).sort();

/** Delivered messages a second, over the time the deliveries took (backlog included). */
const deliveredPerSecond = (tally: LoadTally) => tally.delivered / Math.max(0.001, (tally.lastDeliveryAt - tally.startedAt) / 1000);

export function printRows(rows: Row[], title: string): void {
  const header = ['server'.padEnd(26), '    sent', 'delivered', ' lost', 'confirmed', ' msg/s', 'p50 ms', 'p99 ms', 'KB/socket rss', 'KB/socket heap'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  process.stdout.write(`\n${title}\n\n${line(header)}\n${line(header).replace(/[^|]/g, '-')}\n`);
  for (const { name, load: { tally }, perSocket } of rows) {
    const sorted = sortedLatencies(tally);
    process.stdout.write(`${line([
      name.padEnd(26), String(tally.sent).padStart(8), String(tally.delivered).padStart(9), String(tally.sent - tally.delivered).padStart(5),
      String(tally.confirmed).padStart(9), deliveredPerSecond(tally).toFixed(0).padStart(6), percentile(sorted, 0.5).toFixed(1).padStart(6),
      percentile(sorted, 0.99).toFixed(1).padStart(6), (perSocket.rss / 1024).toFixed(1).padStart(13), (perSocket.heapUsed / 1024).toFixed(1).padStart(14),
    ])}\n`);
  }
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

export function printGoals(app: Row, bare: Row, goals: Goals): void {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  const { tally } = app.load;
  const lost = tally.sent - tally.delivered;
  const p99 = percentile(sortedLatencies(tally), 0.99);
  const share = deliveredPerSecond(tally) / deliveredPerSecond(bare.load.tally);
  const lines = [
    `no loss: ${lost} of ${tally.sent} lost, ${tally.sent - tally.confirmed} unconfirmed, ${tally.errors} errors: ${verdict(lost === 0 && tally.confirmed === tally.sent && tally.errors === 0)}`,
    `p99 send to receipt ${p99.toFixed(1)} ms (goal < ${goals.p99Ms} ms): ${verdict(p99 < goals.p99Ms)}`,
    `delivered ${(share * 100).toFixed(1)}% of the bare relay's messages a second (goal >= ${goals.bareShare * 100}%): ${verdict(share >= goals.bareShare)}`,
    `server memory per socket: ${(app.perSocket.rss / 1024).toFixed(1)} KB resident, ${(app.perSocket.heapUsed / 1024).toFixed(1)} KB heap`,
  ];
  process.stdout.write(`\nGoals\n${lines.map((goal) => `- ${goal}`).join('\n')}\n`);
}
