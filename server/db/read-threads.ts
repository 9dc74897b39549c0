import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Reads a thread may have to run before the main connection runs the next one itself. What counts is what the
 * thread has not answered yet, not what the event loop has not taken: a busy loop takes a thread's answers only
 * between its own tasks, and counting those left the thread idle (it took 1% of a signed-in page's reads in one
 * measure) while the loop ran the reads itself. Counted as answered, the feed benchmark's shapes gained 20-55%
 * (signed-in page 1 2,034-2,174 -> 2,961-3,123 req/s, location 914-936 -> 1,265-1,431) and p99 halved; 2 or 4
 * measured no better than 8.
 */
const QUEUED_PER_THREAD = 8;

/**
 * Bytes of the database file each connection reads through memory mapping instead of read calls into its own
 * page cache: a feed page's ten posts sit on pages scattered over the file, and mapped they were read in about
 * half the time (scattered post rows 280 -> 150 us, their photos 130 -> 50 us at 100,000 posts). SQLite writes
 * through its usual calls still, so a full disk fails a write as before.
 */
export const MAPPED_BYTES = 256 * 1024 * 1024;

/** Statements each thread keeps prepared, as the main connection does (statement-cache.ts). */
const STATEMENTS_KEPT = 1000;

// Plain JavaScript: the thread runs without the TypeScript loader the app may have been started with.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
const answered = new Int32Array(workerData.answered);
db.pragma('busy_timeout = 5000');
db.pragma('mmap_size = ' + workerData.mappedBytes);
const statements = new Map();
function statementOf(sql) {
  let statement = statements.get(sql);
  if (statement) {
    statements.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (statements.size >= workerData.kept) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, statement);
  return statement;
}
parentPort.on('message', (query) => {
  if (query === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const statement = statementOf(query.sql);
    const started = performance.now();
    const rows = statement.all(query.parameters);
    parentPort.postMessage({ id: query.id, rows, micros: (performance.now() - started) * 1000 });
  } catch (error) {
    parentPort.postMessage({ id: query.id, error: { message: String(error && error.message), code: error && error.code } });
  }
  Atomics.add(answered, 0, 1);
});
`;

/** A read's rows and what running it cost the thread (SQLite's work and building the rows). */
export type ThreadRead = { rows: unknown[]; micros: number };

type Answer = ({ id: number } & ThreadRead) | { id: number; error: { message: string; code?: string } };
type Waiting = { resolve(read: ThreadRead): void; reject(error: Error): void };

/**
 * `sent`: reads sent to the thread; `answered`: how many it has answered, counted by the thread in shared memory.
 * Their difference is what the thread still has to run, whether or not the busy event loop has taken the answers.
 */
type Thread = { worker: Worker; waiting: Map<number, Waiting>; exited: boolean; sent: number; answered: Int32Array };

const unanswered = (thread: Thread): number => thread.sent - Atomics.load(thread.answered, 0);

export type ReadThreads = {
  /**
   * Whether a read should go to a thread: false once every thread has stopped (failed), and while each
   * has reads queued, so the event loop's own connection takes a share when the threads fall behind.
   */
  available(): boolean;
  /** Runs a read-only statement on the least busy thread's connection: it sees what was committed when it starts. */
  read(sql: string, parameters: readonly unknown[]): Promise<ThreadRead>;
  /** The threads running, those with no read, and the reads under way or queued on them (the metrics' pool use). */
  usage(): DatabaseUsage;
  stop(): Promise<void>;
};

export type DatabaseUsage = { connections: number; idle: number; waiting: number };

/** The thread a read was on stopped before answering (it failed): the read may run again elsewhere. */
export class ReadThreadStopped extends Error {
  constructor() {
    super('the SQLite read thread stopped');
  }
}

/** An error as the main connection would have thrown it: the message and SQLite's code. */
function errorOf({ message, code }: { message: string; code?: string }): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

function startThread(file: string, driver: string): Thread {
  const answered = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, kept: STATEMENTS_KEPT, mappedBytes: MAPPED_BYTES, answered } });
  const thread: Thread = { worker, waiting: new Map(), exited: false, sent: 0, answered: new Int32Array(answered) };
  worker.on('message', (answer: Answer) => {
    const waiting = thread.waiting.get(answer.id);
    thread.waiting.delete(answer.id);
    if (thread.waiting.size === 0) worker.unref();
    if ('rows' in answer) waiting?.resolve({ rows: answer.rows, micros: answer.micros });
    else waiting?.reject(errorOf(answer.error));
  });
  const failAll = (error: Error) => {
    for (const waiting of thread.waiting.values()) waiting.reject(error);
    thread.waiting.clear();
  };
  worker.on('error', () => failAll(new ReadThreadStopped()));
  worker.once('exit', () => {
    thread.exited = true;
    failAll(new ReadThreadStopped());
  });
  worker.unref();
  return thread;
}

/**
 * Threads with a read-only connection each, for the app's reads outside transactions: the event loop
 * serves requests and sockets while SQLite reads run beside it, on another core. WAL lets readers run
 * beside the writer; each read sees the database as last committed, as a read on another PostgreSQL
 * connection would.
 */
export function startReadThreads(file: string, count: number): ReadThreads {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const threads = Array.from({ length: count }, () => startThread(file, driver));
  let nextId = 0;

  const leastBusy = (): Thread | undefined =>
    threads.filter((thread) => !thread.exited).reduce<Thread | undefined>((best, thread) => (!best || unanswered(thread) < unanswered(best) ? thread : best), undefined);

  return {
    available: () => threads.some((thread) => !thread.exited && unanswered(thread) < QUEUED_PER_THREAD),
    usage() {
      const running = threads.filter((thread) => !thread.exited);
      const idle = running.filter((thread) => thread.waiting.size === 0).length;
      return { connections: running.length, idle, waiting: running.reduce((sum, thread) => sum + thread.waiting.size, 0) };
    },
    read(sql, parameters) {
      const thread = leastBusy();
      if (!thread) return Promise.reject(new ReadThreadStopped());
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        // A thread with reads under way keeps the process alive, as a pending query on the main connection would.
        if (thread.waiting.size === 0) thread.worker.ref();
        thread.waiting.set(id, { resolve, reject });
        thread.sent += 1;
        thread.worker.postMessage({ id, sql, parameters });
      });
    },
    async stop() {
      await Promise.all(
        threads.map(
          (thread) =>
            new Promise<void>((resolve) => {
              if (thread.exited) return resolve();
              thread.worker.once('exit', () => resolve());
              thread.worker.ref();
              thread.worker.postMessage('stop');
            }),
        ),
      );
    },
  };
}
