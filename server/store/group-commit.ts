import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';

/** Work run synchronously on SQLite's connection, inside the shared transaction. */
export type TransactionWork<T> = () => T;
export type RunInTransaction = <T>(work: TransactionWork<T>) => Promise<T>;
/** `queued`: the work waiting for a commit now (the metrics' queue depth). */
export type GroupCommit = RunInTransaction & { queued(): number };

/**
 * At most this much work shares a commit; more waits for the next, after the event loop has had a turn. SQLite
 * runs a transaction without yielding, so a backlog committed whole (800 chat messages after a pause, 150 ms)
 * held up every socket, and every piece of it heard its answer only at the end: the chat's latency tail. Past
 * about 30 pieces a commit gains nothing per piece (its WAL write grows with them).
 */
export const MAX_WORK_PER_COMMIT = 32;

type Job = { work: TransactionWork<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Work queued while a commit is under way (or in the same turn) shares the next transaction: on SQLite
 * every commit writes its pages to the WAL, and under a chat's load that write was the largest cost of a
 * message. Each piece of work runs inside its own savepoint, so it stands or falls alone, and hears its
 * outcome only after the shared commit. SQLite has one writer, so nothing waits on a lock for longer.
 */
export function groupCommit<DB>(db: Kysely<DB>, connection: () => BetterSqlite3.Database): GroupCommit {
  const queue: Job[] = [];
  let flushing = false;

  function runEach(jobs: Job[]): Outcome[] {
    const sqlite = connection();
    // Nested in the transaction, better-sqlite3's transaction is a savepoint, undone when its work throws.
    const inSavepoint = sqlite.transaction((work: TransactionWork<unknown>) => work());
    return jobs.map((job): Outcome => {
      try {
        return { ok: true, value: inSavepoint(job.work) };
      } catch (error) {
        // No transaction left: SQLite rolled it all back itself (it does on a full disk), and every piece fails.
        if (!sqlite.inTransaction) throw error;
        return { ok: false, error };
      }
    });
  }

  // Kysely begins and commits, holding its one connection meanwhile; the work runs on it in between.
  const runAll = (jobs: Job[]) => db.transaction().execute(async () => runEach(jobs));

  async function flush(): Promise<void> {
    flushing = true;
    while (queue.length > 0) {
      const jobs = queue.splice(0, MAX_WORK_PER_COMMIT);
      try {
        const outcomes = await runAll(jobs);
        jobs.forEach((job, index) => {
          const outcome = outcomes[index];
          if (outcome?.ok) job.resolve(outcome.value);
          else job.reject(outcome?.error);
        });
      } catch (error) {
        for (const job of jobs) job.reject(error);
      }
      // The answers go out and new frames come in before the next batch.
      if (queue.length > 0) await new Promise((resolve) => setImmediate(resolve));
    }
    flushing = false;
  }

  const run = <T>(work: TransactionWork<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!flushing) {
        flushing = true;
        setImmediate(() => void flush());
      }
    });
  return Object.assign(run, { queued: () => queue.length });
}
