import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const CHECKPOINT_EVERY_MS = 1000;

/**
 * The main connection checkpoints by itself only when the WAL passes this many pages (about 80 MB): a
 * safety valve for when the checkpointer falls behind or is gone. The checkpointer's copies are not
 * repeated, so that checkpoint is short.
 */
export const MAIN_AUTOCHECKPOINT_PAGES = 20_000;

// Plain JavaScript: the thread runs without the TypeScript loader the app may have been started with.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)');
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export type WalCheckpointer = { stop(): Promise<void> };

/**
 * Copies the WAL into the database file from a thread of its own, every second. SQLite otherwise does it
 * inside whichever commit crosses 1,000 pages, on the event loop, fsyncs included: under a chat's load
 * that stalled every socket for 5 to 30 ms several times a second. A PASSIVE checkpoint never blocks the
 * app's reads or writes.
 */
export function startWalCheckpointer(file: string, everyMs = CHECKPOINT_EVERY_MS): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, everyMs, driver } });
  // A checkpointer that failed leaves the main connection's own checkpoints (the safety valve) to do the work.
  worker.on('error', () => undefined);
  worker.unref();
  let exited = false;
  worker.once('exit', () => (exited = true));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        worker.once('exit', () => resolve());
        // Held until it has closed its connection, so the app's own close is the last and removes the WAL.
        worker.ref();
        worker.postMessage('stop');
      }),
  };
}
