import type { Kysely } from 'kysely';
import { LIMITS } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export type TrackedEvent = {
  userId: number | null;
  event: string;
  path: string;
  properties: Record<string, string | number | boolean | null>;
};

export type EventLogOptions = {
  /** The newest this many events are kept. */
  kept?: number;
  /** Every this many events (by id), the older ones are deleted, at most `pruneBatch` at a time. */
  pruneEvery?: number;
  pruneBatch?: number;
};

/**
 * The bounded event log of POST /track_event: it keeps about the newest `kept` rows. Pruning runs on the
 * insert whose id is a multiple of `pruneEvery` and deletes by primary-key range in a bounded batch, so no
 * request pays for more than one small delete and the table never grows past `kept + pruneBatch` rows.
 */
export function eventsStore(db: Kysely<Database>, clock: Clock, options: EventLogOptions = {}) {
  const kept = options.kept ?? LIMITS.trackedEventsKept;
  const pruneEvery = options.pruneEvery ?? 1000;
  const pruneBatch = options.pruneBatch ?? 5 * pruneEvery;

  async function prune(newestId: number): Promise<number> {
    const cutoff = newestId - kept;
    if (cutoff < 1) return 0;
    const oldest = db.selectFrom('tracked_events').select('id').where('id', '<=', cutoff).orderBy('id').limit(pruneBatch);
    const result = await db.deleteFrom('tracked_events').where('id', 'in', oldest).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    /** Appends an event; answers its id. */
    async record(event: TrackedEvent): Promise<number> {
      const { id } = await db
        .insertInto('tracked_events')
        .values({
          user_id: event.userId,
          event: event.event,
          path: event.path,
          properties: JSON.stringify(event.properties),
          created_at: clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (id % pruneEvery === 0) await prune(id);
      return id;
    },

    prune,

    async count(): Promise<number> {
      const row = await db.selectFrom('tracked_events').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type EventsStore = ReturnType<typeof eventsStore>;
