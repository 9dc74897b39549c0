import { randomInt } from 'node:crypto';
import { LIMITS } from '../../src/contract';
import { isUniqueViolation } from '../db/errors';
import type { UserRow } from '../db/schema';
import type { AreaStores } from '../store';
import { OidcSignInError, type OidcIdentity } from './oidc-provider';

const USERNAME_ATTEMPTS = 20;
const SUFFIX_DIGITS = 4;
const FALLBACK_USERNAME = 'user';

/** A username from the address's local part (else the given name): letters, digits and underscores, 3-30 long. */
export function usernameBase(identity: Pick<OidcIdentity, 'email' | 'givenName'>): string {
  const clean = (text: string) =>
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '');
  const base = clean(identity.email.split('@')[0] ?? '') || clean(identity.givenName) || FALLBACK_USERNAME;
  return base.padEnd(LIMITS.usernameMin, '0').slice(0, LIMITS.usernameMax);
}

/** The base itself when free, else the base shortened to fit and a random 4-digit suffix. */
function candidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const suffix = String(randomInt(0, 10 ** SUFFIX_DIGITS)).padStart(SUFFIX_DIGITS, '0');
  return `${base.slice(0, LIMITS.usernameMax - SUFFIX_DIGITS - 1)}_${suffix}`;
}

const clip = (text: string, max: number) => text.slice(0, max);

/**
 * The accounts third-party sign-in opens: the account linked to the provider's subject; else the
 * account with the provider-verified e-mail, linked now; else a new account (a unique username
 * derived from the address, no password, activated: the provider has verified the address).
 */
export function oidcAccounts({ accounts, oidcIdentities }: Pick<AreaStores, 'accounts' | 'oidcIdentities'>) {
  async function linkedUser(identity: OidcIdentity): Promise<UserRow | undefined> {
    const userId = await oidcIdentities.useLink(identity);
    return userId === undefined ? undefined : accounts.findById(userId);
  }

  /** A concurrent sign-in of the same subject may have linked it first; otherwise the link is refused. */
  async function linkedMeanwhile(identity: OidcIdentity): Promise<UserRow> {
    const linked = await linkedUser(identity);
    if (!linked) throw new OidcSignInError('authentication_failed');
    return linked;
  }

  /**
   * Links an account found by the verified address. An account never activated had its password set by
   * whoever registered the address, unproven: that password is dropped, so only the address's owner gets in.
   */
  async function adopt(existing: UserRow, identity: OidcIdentity): Promise<UserRow> {
    if (!(await oidcIdentities.link(existing.id, identity))) return linkedMeanwhile(identity);
    if (!existing.verified_at) {
      await accounts.setPasswordHash(existing.id, '');
      await accounts.markVerified(existing.id);
    }
    return existing;
  }

  async function createAccount(identity: OidcIdentity): Promise<UserRow> {
    const base = usernameBase(identity);
    for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
      const username = candidate(base, attempt);
      if (await accounts.isUsernameTaken(username)) continue;
      try {
        return await accounts.create({
          username,
          email: clip(identity.email, LIMITS.emailMax),
          passwordHash: '',
          firstName: clip(identity.givenName, LIMITS.nameMax),
          lastName: clip(identity.familyName, LIMITS.nameMax),
          phone: '',
          city: '',
          referredBy: null,
          verified: true,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The address signed up meanwhile (a second tab): this attempt stops; a taken name is tried again.
        if (await accounts.isEmailTaken(identity.email)) throw new OidcSignInError('authentication_failed', { cause: error });
      }
    }
    throw new Error('Could not find a free username');
  }

  return {
    /** The account to sign in to, and whether it was made just now. */
    async signIn(identity: OidcIdentity): Promise<{ user: UserRow; isNew: boolean }> {
      const linked = await linkedUser(identity);
      if (linked) return { user: linked, isNew: false };
      const existing = await accounts.findByEmail(identity.email);
      if (existing) return { user: await adopt(existing, identity), isNew: false };
      const created = await createAccount(identity);
      if (!(await oidcIdentities.link(created.id, identity))) return { user: await linkedMeanwhile(identity), isNew: false };
      return { user: created, isNew: true };
    },
  };
}

export type OidcAccounts = ReturnType<typeof oidcAccounts>;
