import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/**
 * What held a benchmark server's event loop up since the last reset: the loop's delay percentiles and the
 * garbage collector's pauses by kind. A p99 from send to receipt far above the p50 is made of such pauses.
 */
export type ServerPauses = {
  loopDelayMs: { p50: number; p99: number; max: number };
  gc: Record<'minor' | 'major' | 'incremental' | 'weak', { count: number; totalMs: number; maxMs: number }>;
  /** CPU time the process used (all its threads): unlike latencies, barely moved by other processes on the machine. */
  cpuMs: number;
};

const GC_KINDS = new Map<number, keyof ServerPauses['gc']>([
  [constants.NODE_PERFORMANCE_GC_MINOR, 'minor'],
  [constants.NODE_PERFORMANCE_GC_MAJOR, 'major'],
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL, 'incremental'],
  [constants.NODE_PERFORMANCE_GC_WEAKCB, 'weak'],
]);

const emptyGc = (): ServerPauses['gc'] => ({
  minor: { count: 0, totalMs: 0, maxMs: 0 },
  major: { count: 0, totalMs: 0, maxMs: 0 },
  incremental: { count: 0, totalMs: 0, maxMs: 0 },
  weak: { count: 0, totalMs: 0, maxMs: 0 },
});

function gcKindOf(detail: unknown): keyof ServerPauses['gc'] | undefined {
  if (typeof detail !== 'object' || detail === null || !('kind' in detail) || typeof detail.kind !== 'number') return undefined;
  return GC_KINDS.get(detail.kind);
}

/** In a server process: measures from now on; `read` gives what was measured since the last `reset`. */
export function meterPauses() {
  // 1 ms resolution: the default 10 ms would blur exactly the pauses looked for.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  let gc = emptyGc();
  let cpuSince = process.cpuUsage();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A gc entry's detail says its kind; this version of Node's types does not declare it.
      const kind = gcKindOf('detail' in entry ? entry.detail : undefined);
      if (!kind) continue;
      const tally = gc[kind];
      tally.count += 1;
      tally.totalMs += entry.duration;
      tally.maxMs = Math.max(tally.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  const ms = (nanoseconds: number) => nanoseconds / 1e6;
  return {
    reset(): void {
      loop.reset();
      gc = emptyGc();
      cpuSince = process.cpuUsage();
    },
    read: (): ServerPauses => ({
      loopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      gc,
      cpuMs: ((usage) => (usage.user + usage.system) / 1000)(process.cpuUsage(cpuSince)),
    }),
  };
}
