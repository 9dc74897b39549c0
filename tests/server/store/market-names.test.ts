import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import { isUniqueViolation } from '../../../server/db/errors';
import { newVendor } from '../support/factories';
import { json, newUser, post, signIn, useTestApp } from '../support/helpers';

const details = (marketname: string) => ({
  vendorDetails: { marketname, phone: '+234 803 555 1234', address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' },
});

describe('market names are unique, case and spacing aside', () => {
  const t = useTestApp();

  async function signedIn(username: string) {
    const user = await newUser(t().stores, { username });
    return { user, token: await signIn(t().app, user) };
  }

  it('refuses a new store named like another (verified) store, and saves a name of its own', async () => {
    await newVendor(t().stores, { username: 'ada_fabrics', market: { marketname: "Ada's Fabrics", verified: 1 } });
    const { token } = await signedIn('copycat');
    for (const copy of ["Ada's Fabrics", "  ada's   FABRICS "]) {
      const refused = await post(t().app, '/api/updatedata', details(copy), token);
      expect(refused.statusCode, copy).toBe(409);
      expect(json(refused), copy).toEqual({ message: MESSAGES.marketNameTaken, errors: { marketname: [MESSAGES.marketNameTaken] } });
    }
    expect(await t().stores.accounts.marketInfo((await t().stores.accounts.findByUsername('copycat'))?.id ?? 0)).toBeUndefined();

    const own = await post(t().app, '/api/updatedata', details("Ada's Fabrics Annex"), token);
    expect(own.statusCode).toBe(200);
  });

  it('refuses renaming a store to another store\'s name, and lets a store keep or respace its own', async () => {
    await newVendor(t().stores, { username: 'chinedu', market: { marketname: 'Chinedu Gadgets Hub' } });
    const { token } = await signedIn('renamer');
    expect((await post(t().app, '/api/updatedata', details('Renamer Phones'), token)).statusCode).toBe(200);
    const refused = await post(t().app, '/api/updatedata', details('chinedu gadgets hub'), token);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(MESSAGES.marketNameTaken);
    expect((await post(t().app, '/api/updatedata', details('RENAMER  phones'), token)).statusCode).toBe(200);
  });

  it('holds in the database too: a second store saved with the same name is a unique violation', async () => {
    await newVendor(t().stores, { username: 'first_store', market: { marketname: 'Mama Put Kitchen' } });
    const second = await newUser(t().stores, { username: 'second_store' });
    const error = await t().stores.accounts.saveMarketInfo({ user_id: second.id, marketname: 'MAMA PUT  kitchen' }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
