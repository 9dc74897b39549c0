import type { Kysely } from 'kysely';
import { DURATIONS } from '../../src/contract';
import { hashSecret, newSecret } from '../auth/secrets';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** last_used_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export type Session = { tokenId: number; userId: number; device: string };

/** Opaque session tokens: the key is shown once; the table keeps its SHA-256. One token per device. */
export function tokensStore(db: Kysely<Database>, clock: Clock) {
  return {
    /** Issues a token for the device, replacing the device's earlier token. Returns the key. */
    async issue(userId: number, device: string): Promise<string> {
      const key = newSecret();
      const now = clock.now().toISOString();
      const fresh = { key_hash: hashSecret(key), created_at: now, last_used_at: now };
      await db
        .insertInto('auth_tokens')
        .values({ ...fresh, user_id: userId, device })
        .onConflict((conflict) => conflict.columns(['user_id', 'device']).doUpdateSet(fresh))
        .execute();
      return key;
    },

    /** The session a key opens, or undefined when unknown, idle too long or too old (then it is deleted). */
    async authenticate(key: string): Promise<Session | undefined> {
      const row = await db
        .selectFrom('auth_tokens')
        .selectAll()
        .where('key_hash', '=', hashSecret(key))
        .executeTakeFirst();
      if (!row) return undefined;
      const now = clock.now().getTime();
      const idleFor = now - Date.parse(row.last_used_at);
      const age = now - Date.parse(row.created_at);
      if (idleFor > DURATIONS.tokenIdleLifetime || age > DURATIONS.tokenAbsoluteLifetime) {
        await db.deleteFrom('auth_tokens').where('id', '=', row.id).execute();
        return undefined;
      }
      if (idleFor > TOUCH_INTERVAL_MS) {
        await db
          .updateTable('auth_tokens')
          .set({ last_used_at: new Date(now).toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
      return { tokenId: row.id, userId: row.user_id, device: row.device };
    },

    async revoke(tokenId: number): Promise<void> {
      await db.deleteFrom('auth_tokens').where('id', '=', tokenId).execute();
    },

    /** Signs the user out everywhere, optionally keeping one token (the caller's). */
    async revokeAllForUser(userId: number, keepTokenId?: number): Promise<void> {
      await db
        .deleteFrom('auth_tokens')
        .where('user_id', '=', userId)
        .$if(keepTokenId !== undefined, (query) => query.where('id', '!=', keepTokenId ?? 0))
        .execute();
    },

    /** The user's sessions that still exist (a socket opened with any other is closed). */
    async idsOfUser(userId: number): Promise<number[]> {
      const rows = await db.selectFrom('auth_tokens').select('id').where('user_id', '=', userId).execute();
      return rows.map((row) => row.id);
    },

    async countForUser(userId: number): Promise<number> {
      const row = await db
        .selectFrom('auth_tokens')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type TokensStore = ReturnType<typeof tokensStore>;
