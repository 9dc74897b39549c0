import type { Kysely } from 'kysely';
import { DURATIONS } from '../../src/contract';
import { hashSecret, newSecret } from '../auth/secrets';
import { isoAfter, type Clock } from '../clock';
import type { Database, PasswordResetRow } from '../db/schema';

/** One-time password reset links: the token travels in the mail, the table keeps its SHA-256. */
export function resetsStore(db: Kysely<Database>, clock: Clock) {
  return {
    /** Issues a link token for the user; earlier unused links stop working. */
    async issue(userId: number): Promise<string> {
      const token = newSecret();
      const now = clock.now().toISOString();
      await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
      await db
        .insertInto('password_resets')
        .values({
          token_hash: hashSecret(token),
          user_id: userId,
          expires_at: isoAfter(clock, DURATIONS.resetLinkLifetime),
          used_at: null,
          created_at: now,
        })
        .execute();
      return token;
    },

    /** The unused, unexpired reset a token opens. */
    findUsable(token: string): Promise<PasswordResetRow | undefined> {
      return db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', hashSecret(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', clock.now().toISOString())
        .executeTakeFirst();
    },

    /** Uses the reset up; false when someone else used it first. */
    async consume(resetId: number): Promise<boolean> {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: clock.now().toISOString() })
        .where('id', '=', resetId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ResetsStore = ReturnType<typeof resetsStore>;
