import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';

/** A provider's account: who issued it, its subject there, and the address it vouched for. */
export type ProviderSubject = { issuer: string; subject: string; email: string };

/** The links between our accounts and third-party sign-in subjects (one subject of a provider per account). */
export function oidcIdentitiesStore(db: Kysely<Database>, clock: Clock) {
  const now = () => clock.now().toISOString();

  return {
    /** The id of the account linked to the subject, if any; the link is marked used now. */
    async useLink(identity: ProviderSubject): Promise<number | undefined> {
      const link = await db
        .selectFrom('oidc_identities')
        .select(['id', 'user_id'])
        .where('issuer', '=', identity.issuer)
        .where('subject', '=', identity.subject)
        .executeTakeFirst();
      if (!link) return undefined;
      await db.updateTable('oidc_identities').set({ last_used_at: now() }).where('id', '=', link.id).execute();
      return link.user_id;
    },

    /** False when the subject was linked meanwhile, or the account already has another subject of this provider. */
    async link(userId: number, identity: ProviderSubject): Promise<boolean> {
      const at = now();
      try {
        await db
          .insertInto('oidc_identities')
          .values({ issuer: identity.issuer, subject: identity.subject, user_id: userId, email: identity.email, created_at: at, last_used_at: at })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}
