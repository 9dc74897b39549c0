import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SocketChannel } from '../../src/contract';
import type { DatabaseUsage } from '../db/read-threads';

/** What the gauges read when Prometheus scrapes: the queues and the database's connections of this process. */
export type MetricsSources = {
  database: () => DatabaseUsage | undefined;
  /** Chat messages waiting for their shared commit (SQLite's group commit). */
  chatCommitQueue: () => number;
  /** Uploads being received (each holds one of the process's upload slots). */
  uploadsInProgress: () => number;
};

export type FrameDirection = 'received' | 'sent';

/** Seconds: a page from memory takes about a millisecond, an upload several seconds. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's Prometheus metrics, in a registry of its own (several apps in one test process never mix counts).
 * Counters and histograms are counted as things happen; gauges are read from `sources` at each scrape. The process's
 * own (CPU, memory, event-loop delay, garbage collection) only when `withProcess`, since they start timers.
 */
export function createMetrics(sources: MetricsSources, withProcess: boolean) {
  const registry = new Registry();
  const registers = [registry];
  if (withProcess) collectDefaultMetrics({ register: registry });

  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern', labelNames: ['method', 'route', 'status_code'], registers });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const sockets = new Gauge({ name: 'sockets_open', help: 'Sockets open in this process, by channel', labelNames: ['channel'], registers });
  const frames = new Counter({ name: 'socket_frames_total', help: 'Socket frames received and sent, by channel and frame type', labelNames: ['channel', 'direction', 'type'], registers });
  for (const channel of ['chat', 'notifications', 'social'] satisfies SocketChannel[]) sockets.set({ channel }, 0);

  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({ name, help, registers, collect: function (this: Gauge) { this.set(read()); } });
  gauge('chat_commit_queue_depth', 'Chat messages waiting for their shared commit (SQLite)', sources.chatCommitQueue);
  gauge('uploads_in_progress', 'Uploads being received (out of the per-process cap)', sources.uploadsInProgress);
  new Gauge({
    name: 'db_pool_connections',
    help: "The database's connections beside the event loop's (PostgreSQL's pool, SQLite's read threads), by state",
    labelNames: ['state'],
    registers,
    collect: function (this: Gauge) {
      const usage = sources.database();
      if (!usage) return;
      this.set({ state: 'open' }, usage.connections);
      this.set({ state: 'idle' }, usage.idle);
      this.set({ state: 'waiting' }, usage.waiting);
    },
  });

  return {
    registry,
    /** `route`: the route's pattern (`/api/post/:id`), never the URL, so the labels stay few. */
    requestAnswered(method: string, route: string, statusCode: number, seconds: number): void {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    socketOpened: (channel: SocketChannel) => sockets.inc({ channel }),
    socketClosed: (channel: SocketChannel) => sockets.dec({ channel }),
    frame: (channel: SocketChannel, direction: FrameDirection, type: string) => frames.inc({ channel, direction, type }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
