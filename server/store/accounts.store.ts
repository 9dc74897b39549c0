import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { newReferralCode } from '../auth/secrets';
import type { BankAccountRow, Database, MarketInfoRow, NewMarketInfo, UserRow, UserUpdate } from '../db/schema';
import { marketNameKey } from './market-names';
import { reindexSearchWords } from './search-words';

export type NewAccount = {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
  referredBy: number | null;
  verified?: boolean;
};

export type ProfileChanges = Pick<
  UserUpdate,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'dob'
  | 'state'
  | 'nationality'
  | 'city'
  | 'bio'
  | 'address'
  | 'phone'
  | 'display_bio'
  | 'wallet_activated'
>;

const REFERRAL_CODE_ATTEMPTS = 5;

/** How usernames and e-mails are compared: trimmed, lower-cased. */
const lowerKey = (text: string) => text.trim().toLowerCase();

/** Users, their store (market_info) and bank accounts. Usernames and e-mails match case-insensitively. */
export function accountsStore(db: Kysely<Database>, clock: Clock) {
  const users = () => db.selectFrom('users').selectAll();

  async function isTaken(column: 'username_lower' | 'email_lower', value: string, exceptUserId?: number): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(column, '=', lowerKey(value))
      .$if(exceptUserId !== undefined, (query) => query.where('id', '!=', exceptUserId ?? 0))
      .executeTakeFirst();
    return Boolean(row);
  }

  async function referralCodeFree(code: string): Promise<boolean> {
    const row = await db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst();
    return !row;
  }

  async function uniqueReferralCode(): Promise<string> {
    for (let attempt = 0; attempt < REFERRAL_CODE_ATTEMPTS; attempt += 1) {
      const code = newReferralCode();
      if (await referralCodeFree(code)) return code;
    }
    throw new Error('Could not draw a free referral code');
  }

  return {
    findById(id: number): Promise<UserRow | undefined> {
      return users().where('id', '=', id).executeTakeFirst();
    },

    findByUsername(username: string): Promise<UserRow | undefined> {
      return users().where('username_lower', '=', lowerKey(username)).executeTakeFirst();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return users().where('email_lower', '=', lowerKey(email)).executeTakeFirst();
    },

    /** A user by username or e-mail, as the login form accepts either. */
    findByLogin(identifier: string): Promise<UserRow | undefined> {
      const key = lowerKey(identifier);
      return users()
        .where((eb) => eb.or([eb('username_lower', '=', key), eb('email_lower', '=', key)]))
        .orderBy('id')
        .executeTakeFirst();
    },

    findByReferralCode(code: string): Promise<UserRow | undefined> {
      return users().where('referral_code', '=', code.trim().toUpperCase()).executeTakeFirst();
    },

    isUsernameTaken(username: string): Promise<boolean> {
      return isTaken('username_lower', username);
    },

    /** True when another user (not `exceptUserId`, say the caller changing their e-mail) has it. */
    isEmailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      return isTaken('email_lower', email, exceptUserId);
    },

    async create(account: NewAccount): Promise<UserRow> {
      const now = clock.now().toISOString();
      const user = await db
        .insertInto('users')
        .values({
          username: account.username,
          username_lower: lowerKey(account.username),
          email: account.email,
          email_lower: lowerKey(account.email),
          password_hash: account.passwordHash,
          first_name: account.firstName,
          last_name: account.lastName,
          phone: account.phone,
          city: account.city,
          verified_at: account.verified ? now : null,
          date_joined: now,
          referral_code: await uniqueReferralCode(),
          referred_by: account.referredBy,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await reindexSearchWords(db, user.id);
      return user;
    },

    async markVerified(userId: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ verified_at: clock.now().toISOString() })
        .where('id', '=', userId)
        .where('verified_at', 'is', null)
        .execute();
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },

    async updateProfile(userId: number, changes: ProfileChanges): Promise<void> {
      const { email, ...rest } = changes;
      const set: UserUpdate = { ...rest };
      if (email !== undefined) {
        set.email = email;
        set.email_lower = lowerKey(email);
      }
      if (Object.keys(set).length === 0) return;
      await db.updateTable('users').set(set).where('id', '=', userId).execute();
      if (set.first_name !== undefined || set.last_name !== undefined) await reindexSearchWords(db, userId);
    },

    marketInfo(userId: number): Promise<MarketInfoRow | undefined> {
      return db.selectFrom('market_info').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Creates or updates the store; a market name another store holds (case and spacing aside) is a unique violation. */
    async saveMarketInfo(info: Omit<NewMarketInfo, 'created_at' | 'marketname_key'>): Promise<void> {
      const row = { ...info, marketname_key: marketNameKey(info.marketname), created_at: clock.now().toISOString() };
      const { user_id: _userId, created_at: _createdAt, ...changes } = row;
      await db
        .insertInto('market_info')
        .values(row)
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
        .execute();
      await reindexSearchWords(db, info.user_id);
    },

    async addBankAccount(
      userId: number,
      account: { bank_name: string; account_name: string; account_number: string },
    ): Promise<void> {
      await db
        .insertInto('bank_accounts')
        .values({ ...account, user_id: userId, created_at: clock.now().toISOString() })
        .execute();
    },

    bankAccounts(userId: number): Promise<BankAccountRow[]> {
      return db.selectFrom('bank_accounts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },

    async count(): Promise<number> {
      const row = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type AccountsStore = ReturnType<typeof accountsStore>;
