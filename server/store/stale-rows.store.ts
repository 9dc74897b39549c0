import { sql, type Kysely } from 'kysely';
import { DURATIONS, MODERATION_LIMITS } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** Rows a sweep deletes in one statement at most: a backlog goes in short statements, not one long lock. */
export const STALE_ROWS_PER_DELETE = 1000;

/**
 * Rows that only answer a question for a while and then answer nothing: the spam rule's notes of sent texts
 * (read for MODERATION_LIMITS.sameTextWindowMs) and the Idempotency-Keys of comments and posts (honoured for
 * DURATIONS.writeRetryWindow). Kept for ever, the first grew by a row a chat message and the second by one a write.
 */
export function staleRowsStore(db: Kysely<Database>, clock: Clock) {
  const before = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();

  async function deleteInBatches(deleteSome: () => Promise<number>): Promise<number> {
    let deleted = 0;
    for (;;) {
      const count = await deleteSome();
      deleted += count;
      if (count < STALE_ROWS_PER_DELETE) return deleted;
      // SQLite runs on the event loop: requests and sockets get their turn between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    /** Deletes the notes of texts sent before the spam rule's window; how many went. */
    sentTexts(): Promise<number> {
      const since = before(MODERATION_LIMITS.sameTextWindowMs);
      return deleteInBatches(async () => {
        const result = await sql`delete from sent_texts where (sender_id, text_hash, room_id) in (
          select sender_id, text_hash, room_id from sent_texts where sent_at <= ${since} limit ${STALE_ROWS_PER_DELETE})`.execute(db);
        return Number(result.numAffectedRows ?? 0n);
      });
    },

    /** Deletes the Idempotency-Keys claimed before their window; how many went. */
    writeKeys(): Promise<number> {
      const since = before(DURATIONS.writeRetryWindow);
      return deleteInBatches(async () => {
        const result = await sql`delete from write_keys where (user_id, kind, key) in (
          select user_id, kind, key from write_keys where created_at < ${since} limit ${STALE_ROWS_PER_DELETE})`.execute(db);
        return Number(result.numAffectedRows ?? 0n);
      });
    },
  };
}

export type StaleRowsStore = ReturnType<typeof staleRowsStore>;
