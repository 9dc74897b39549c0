import { CompiledQuery, type Kysely } from 'kysely';

export type TransactionWork<S, T> = (stores: S) => Promise<T>;
export type RunInTransaction<S> = <T>(work: TransactionWork<S, T>) => Promise<T>;
/** `queued`: the work waiting for a commit now (the metrics' queue depth). */
export type GroupCommit<S> = RunInTransaction<S> & { queued(): number };

/**
 * At most this much work shares a commit; more waits for the next, after the event loop has had a turn. SQLite
 * runs a transaction without yielding, so a backlog committed whole (800 chat messages after a pause, 150 ms)
 * held up every socket, and every piece of it heard its answer only at the end: the chat's latency tail. Past
 * about 30 pieces a commit gains nothing per piece (its WAL write grows with them).
 */
export const MAX_WORK_PER_COMMIT = 32;

/** Compiled once: two of every message's statements, built and compiled anew by the sql tag each time otherwise. */
const SAVEPOINT = {
  open: CompiledQuery.raw('savepoint grouped_work'),
  undo: CompiledQuery.raw('rollback to savepoint grouped_work'),
  release: CompiledQuery.raw('release savepoint grouped_work'),
};

type Job<S> = { work: TransactionWork<S, unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Undoes one piece of work. When the savepoint is gone, SQLite has rolled the whole transaction back itself
 * (it does on a full disk): every piece of work of this commit fails, with the error that caused it.
 */
async function undoWork<DB>(trx: Kysely<DB>, cause: unknown): Promise<void> {
  try {
    await trx.executeQuery(SAVEPOINT.undo);
  } catch {
    throw cause;
  }
}

/**
 * Work queued while a commit is under way (or in the same turn) shares the next transaction: on SQLite
 * every commit writes its pages to the WAL, and under a chat's load that write was the largest cost of a
 * message. Each piece of work runs inside its own savepoint, so it stands or falls alone, and hears its
 * outcome only after the shared commit. SQLite has one writer, so nothing waits on a lock for longer.
 */
export function groupCommit<DB, S>(db: Kysely<DB>, storesOver: (trx: Kysely<DB>) => S): GroupCommit<S> {
  const queue: Job<S>[] = [];
  let flushing = false;

  async function runAll(jobs: Job<S>[]): Promise<Outcome[]> {
    return db.transaction().execute(async (trx) => {
      const stores = storesOver(trx);
      const outcomes: Outcome[] = [];
      for (const job of jobs) {
        await trx.executeQuery(SAVEPOINT.open);
        try {
          outcomes.push({ ok: true, value: await job.work(stores) });
        } catch (error) {
          await undoWork(trx, error);
          outcomes.push({ ok: false, error });
        }
        await trx.executeQuery(SAVEPOINT.release);
      }
      return outcomes;
    });
  }

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

  const run = <T>(work: TransactionWork<S, T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!flushing) {
        flushing = true;
        setImmediate(() => void flush());
      }
    });
  return Object.assign(run, { queued: () => queue.length });
}
