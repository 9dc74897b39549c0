import type { FastifyBaseLogger } from 'fastify';

type Log = Pick<FastifyBaseLogger, 'error'>;

/** Work done one piece at a time, off the requests that asked for it. */
export type SerialWork = {
  /** Queues work after what is queued; a failure is logged as `failed` (with `fields`) and the next piece still runs. */
  enqueue(work: () => Promise<void>, failed: string, fields?: Record<string, unknown>): Promise<void>;
  /** Resolves once the work queued so far is done (tests, shutdown). */
  idle(): Promise<void>;
};

export function createSerialWork(log: Log): SerialWork {
  let queue: Promise<void> = Promise.resolve();
  return {
    enqueue(work, failed, fields = {}) {
      queue = queue.then(work).catch((error: unknown) => log.error({ err: error, ...fields }, failed));
      return queue;
    },
    idle: () => queue,
  };
}

/** A sweep run every `everyMs` in this process, queued with the rest of its work so two never overlap. */
export type Periodic = {
  /** Queues one run now; resolves when it is done. */
  run(): Promise<void>;
  /** Stops the timer and waits for the queued work (shutdown). */
  close(): Promise<void>;
};

/** The timer does not keep the process alive; a failed run is logged as `failed` and the next one still comes. */
export function startPeriodic(work: SerialWork, everyMs: number, sweep: () => Promise<void>, failed: string): Periodic {
  const run = (): Promise<void> => work.enqueue(sweep, failed);
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return {
    run,
    async close() {
      clearInterval(timer);
      await work.idle();
    },
  };
}
