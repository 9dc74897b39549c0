import { describe, expect, it } from 'vitest';
import { currentUserAnswerSchema, DEFAULT_CHAT_COLOR, MESSAGES } from '../../../../src/contract';
import { get, json, newUser, signIn, useTestApp, type TestApp } from '../../support/helpers';

async function vendor(t: TestApp) {
  const user = await newUser(t.stores, { username: 'ada_vendor', email: 'ada@example.com', phone: '+2348031234567' });
  await t.stores.accounts.updateProfile(user.id, { dob: '1990-05-01', address: '5 Allen Avenue', bio: 'Fabrics', wallet_activated: 1 });
  await t.stores.accounts.saveMarketInfo({ user_id: user.id, marketname: "Ada's Fabrics", phone: '+2348031234567', city: 'Lagos', display_phone: 0 });
  await t.stores.accounts.addBankAccount(user.id, { bank_name: 'Zenith Bank', account_name: 'Ada Okafor', account_number: '2081234567' });
  return user;
}

describe('GET /api/fetchcurruserdetails?username=', () => {
  const t = useTestApp();

  it('gives the caller their own private parts', async () => {
    const user = await vendor(t());
    const token = await signIn(t().app, user);
    const response = await get(t().app, '/api/fetchcurruserdetails?username=ADA_VENDOR', token);
    expect(response.statusCode).toBe(200);
    const { currentuser } = currentUserAnswerSchema.parse(response.json());
    expect(currentuser).toMatchObject({
      user: { id: user.id, username: 'ada_vendor', email: 'ada@example.com' },
      is_self: true,
      is_active: true,
      // An activated account with a store nobody verified: no badge.
      is_verified: false,
      dob: '1990-05-01',
      phone: '+2348031234567',
      address: '5 Allen Avenue',
      wallet: { is_activated: true },
      bank_accounts: [{ bank_name: 'Zenith Bank', account_name: 'Ada Okafor', account_number: '2081234567', is_active: true }],
      background_color: DEFAULT_CHAT_COLOR,
      market_info: { marketname: "Ada's Fabrics", phone: '+2348031234567', display_phone: false },
      vendor: { display_phone: false, verified: false },
      posts: [],
      followers: [],
      others: { posts_length: 0, user_followers: 0, user_following: 0 },
    });
  });

  it('gives the verified badge only to a verified store, never to an activated buyer', async () => {
    const buyer = await newUser(t().stores, { username: 'plain_buyer' });
    const buyerAnswer = currentUserAnswerSchema.parse((await get(t().app, '/api/fetchcurruserdetails?username=plain_buyer')).json());
    expect(buyerAnswer.currentuser).toMatchObject({ is_active: true, is_verified: false, vendor: null });

    const store = await vendor(t());
    await t().stores.accounts.saveMarketInfo({ user_id: store.id, marketname: "Ada's Fabrics", verified: 1 });
    const storeAnswer = currentUserAnswerSchema.parse((await get(t().app, '/api/fetchcurruserdetails?username=ada_vendor')).json());
    expect(storeAnswer.currentuser).toMatchObject({ is_verified: true, vendor: { verified: true } });
    expect(buyer.id).not.toBe(store.id);
  });

  it('leaves the private parts empty for visitors and other users', async () => {
    const owner = await vendor(t());
    const other = await newUser(t().stores, { username: 'visitor_one' });
    const token = await signIn(t().app, other);
    for (const caller of [token, undefined]) {
      const response = await get(t().app, '/api/fetchcurruserdetails?username=ada_vendor', caller);
      expect(response.statusCode).toBe(200);
      const { currentuser } = currentUserAnswerSchema.parse(response.json());
      expect(currentuser).toMatchObject({
        user: { id: owner.id, username: 'ada_vendor', email: '' },
        is_self: false,
        dob: '',
        phone: '',
        address: '',
        bio: 'Fabrics',
        wallet: { is_activated: false },
        bank_accounts: [],
        background_color: '',
        wallpaper: '',
        last_known_latitude: null,
        market_info: { marketname: "Ada's Fabrics", phone: '' },
      });
    }
  });

  it('answers 404 for an unknown user, 400 without a username, 401 for a bad token', async () => {
    const unknown = await get(t().app, '/api/fetchcurruserdetails?username=nobody_here');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: MESSAGES.userNotFound });
    const missing = await get(t().app, '/api/fetchcurruserdetails');
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe(MESSAGES.missingUsername);
    await newUser(t().stores, { username: 'someone' });
    const badToken = await get(t().app, '/api/fetchcurruserdetails?username=someone', 'forged-token');
    expect(badToken.statusCode).toBe(401);
    expect(json(badToken)).toEqual({ message: MESSAGES.invalidToken });
  });
});
