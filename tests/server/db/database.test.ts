import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { isUniqueViolation } from '../../../server/db/errors';
import { newUser, useTestApp } from '../support/helpers';
import { testDatabaseKind } from '../support/test-database';

describe(`database (${testDatabaseKind})`, () => {
  const t = useTestApp();

  it('has applied every migration, and migrating again does nothing', async () => {
    expect(await migrateToLatest(t().db)).toEqual({ applied: [] });
  });

  it('keeps usernames and e-mails unique whatever their case, in the schema itself', async () => {
    await newUser(t().stores, { username: 'Zainab', email: 'zainab@example.com' });
    const duplicate = newUser(t().stores, { username: 'ZAINAB', email: 'other@example.com' });
    await expect(duplicate).rejects.toSatisfy(isUniqueViolation);
    const sameEmail = newUser(t().stores, { username: 'zainab2', email: 'ZAINAB@EXAMPLE.COM' });
    await expect(sameEmail).rejects.toSatisfy(isUniqueViolation);
  });

  it('deletes a user with their tokens, codes, resets and presence (foreign keys on)', async () => {
    const user = await newUser(t().stores, { verified: false });
    await t().stores.tokens.issue(user.id, 'device');
    await t().stores.activation.issue(user.id);
    await t().stores.resets.issue(user.id);
    await t().stores.presence.set(user.id, 'online');
    await t().db.kysely.deleteFrom('users').where('id', '=', user.id).execute();
    for (const table of ['auth_tokens', 'activation_codes', 'password_resets', 'presence'] as const) {
      expect(await t().db.kysely.selectFrom(table).selectAll().execute(), table).toHaveLength(0);
    }
  });

  it('rolls a transaction back as a whole', async () => {
    await expect(
      t().stores.transaction(async (trx) => {
        await trx.accounts.create({
          username: 'rolled_back',
          email: 'rolled@example.com',
          passwordHash: 'x',
          firstName: 'R',
          lastName: 'B',
          phone: '',
          city: '',
          referredBy: null,
        });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await t().stores.accounts.findByUsername('rolled_back')).toBeUndefined();
  });
});
