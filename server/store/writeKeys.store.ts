import type { Kysely } from 'kysely';
import { DURATIONS } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database, WriteKeysTable } from '../db/schema';

/** One author's Idempotency-Key for one kind of write. */
export type WriteKey = { userId: number; kind: WriteKeysTable['kind']; key: string };

/** A claim inside the write's transaction: the key is ours to make the write with, or it already made `madeId`. */
export type WriteClaim = { claimed: true } | { claimed: false; madeId: number };

/**
 * Idempotency keys of comments and posts (src/contract/idempotency.ts). A key made something for
 * DURATIONS.writeRetryWindow; after it the key is taken over by the next write, as a chat message's temp_id is.
 * `claim` and `settle` run inside the write's transaction: PostgreSQL holds a second claim of the same key until
 * the first commits (or rolls back), SQLite runs one transaction at a time, so two resends at once make one write.
 */
export function writeKeysStore(db: Kysely<Database>, clock: Clock) {
  const freshSince = () => new Date(clock.now().getTime() - DURATIONS.writeRetryWindow).toISOString();
  const rowOf = ({ userId, kind, key }: WriteKey) =>
    db.selectFrom('write_keys').select(['made_id', 'created_at']).where('user_id', '=', userId).where('kind', '=', kind).where('key', '=', key);
  const update = ({ userId, kind, key }: WriteKey, set: { made_id: number | null; created_at?: string }) =>
    db.updateTable('write_keys').set(set).where('user_id', '=', userId).where('kind', '=', kind).where('key', '=', key).execute();

  return {
    /** What the key made within the window, if anything. */
    async madeBy(writeKey: WriteKey): Promise<number | undefined> {
      const row = await rowOf(writeKey).where('created_at', '>=', freshSince()).executeTakeFirst();
      return row?.made_id ?? undefined;
    },

    async claim(writeKey: WriteKey): Promise<WriteClaim> {
      const { userId, kind, key } = writeKey;
      const inserted = await db
        .insertInto('write_keys')
        .values({ user_id: userId, kind, key, made_id: null, created_at: clock.now().toISOString() })
        .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return { claimed: true };
      const row = await rowOf(writeKey).executeTakeFirstOrThrow();
      if (row.made_id !== null && row.created_at >= freshSince()) return { claimed: false, madeId: row.made_id };
      await this.takeOver(writeKey);
      return { claimed: true };
    },

    /** The key is ours again: what it made is past the window, or gone. */
    async takeOver(writeKey: WriteKey): Promise<void> {
      await update(writeKey, { made_id: null, created_at: clock.now().toISOString() });
    },

    /** Records what the claimed key made. */
    async settle(writeKey: WriteKey, madeId: number): Promise<void> {
      await update(writeKey, { made_id: madeId });
    },
  };
}

export type WriteKeysStore = ReturnType<typeof writeKeysStore>;
