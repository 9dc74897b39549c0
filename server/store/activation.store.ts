import type { Kysely } from 'kysely';
import { DURATIONS, LIMITS } from '../../src/contract';
import { hashVerificationCode, newVerificationCode } from '../auth/secrets';
import { isoAfter, type Clock } from '../clock';
import type { ActivationCodeRow, Database } from '../db/schema';

export type CodeCheck = 'valid' | 'wrong' | 'expired' | 'too-many-attempts' | 'missing';

/** The pending 6-digit activation code of each unverified user (hashed, 15 min, 5 attempts). */
export function activationStore(db: Kysely<Database>, clock: Clock) {
  return {
    find(userId: number): Promise<ActivationCodeRow | undefined> {
      return db.selectFrom('activation_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Draws a fresh code for the user (the earlier one stops working) and returns it for the mail. */
    async issue(userId: number): Promise<string> {
      const code = newVerificationCode();
      const row = {
        code_hash: hashVerificationCode(userId, code),
        expires_at: isoAfter(clock, DURATIONS.verificationCodeLifetime),
        attempts: 0,
        sent_at: clock.now().toISOString(),
      };
      await db
        .insertInto('activation_codes')
        .values({ user_id: userId, ...row })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
        .execute();
      return code;
    },

    /** Compares a code; a wrong one uses up one of the code's attempts. */
    async check(userId: number, code: string): Promise<CodeCheck> {
      const row = await this.find(userId);
      if (!row) return 'missing';
      if (row.attempts >= LIMITS.verificationAttempts) return 'too-many-attempts';
      if (Date.parse(row.expires_at) <= clock.now().getTime()) return 'expired';
      if (row.code_hash === hashVerificationCode(userId, code)) return 'valid';
      await db
        .updateTable('activation_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .execute();
      return 'wrong';
    },

    /** Lets the user ask for a new code at once (the last mail did not go out). */
    async liftCooldown(userId: number): Promise<void> {
      await db
        .updateTable('activation_codes')
        .set({ sent_at: new Date(0).toISOString() })
        .where('user_id', '=', userId)
        .execute();
    },

    async remove(userId: number): Promise<void> {
      await db.deleteFrom('activation_codes').where('user_id', '=', userId).execute();
    },
  };
}

export type ActivationStore = ReturnType<typeof activationStore>;
