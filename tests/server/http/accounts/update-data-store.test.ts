import { describe, expect, it } from 'vitest';
import { MESSAGES, storeUpdateAnswerSchema } from '../../../../src/contract';
import { newPost, newVendor } from '../../support/factories';
import { get, json, post, STRONG_PASSWORD, useTestApp } from '../../support/helpers';
import { profileBody, signedInUser, storeBody } from './update-data-bodies';

describe('POST /api/updatedata (store, toggles, bank details, chat colour)', () => {
  const t = useTestApp();

  async function expectRefused(token: string, cases: [unknown, number, string][]): Promise<void> {
    for (const [body, status, message] of cases) {
      const response = await post(t().app, '/api/updatedata', body, token);
      const label = JSON.stringify(body).slice(0, 120);
      expect(response.statusCode, label).toBe(status);
      expect(json(response).message, label).toBe(message);
    }
  }

  it('creates a store, making the caller a vendor, with its exact position', async () => {
    const { user, token } = await signedInUser(t());
    const response = await post(t().app, '/api/updatedata', storeBody, token);
    expect(response.statusCode).toBe(200);
    expect(storeUpdateAnswerSchema.parse(response.json())).toEqual({ response: 'successful', message: MESSAGES.storeCreated, created: true });
    expect(await t().stores.accounts.marketInfo(user.id)).toMatchObject({
      marketname: "Tolu's Fabrics",
      reg_number: 'RC-123456',
      phone: '+2348035551234',
      address: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'Nigeria',
      display_phone: 1,
      allow_comments: 1,
      allow_multi_image: 0,
      operational_radius: 10,
      business_latitude: 6.6018,
      business_longitude: 3.3515,
      verified: 0,
    });
    const login = await post(t().app, '/api/login', { username: 'tolu', password: STRONG_PASSWORD, device: 'again' });
    expect(json(login).user).toMatchObject({ is_vendor: true });
    const nearby = await get(t().app, '/api/nearby/vendors?lat=6.60&lng=3.35');
    expect(json(nearby).results).toEqual([expect.objectContaining({ username: 'tolu', latitude: 6.6018, longitude: 3.3515 })]);
  });

  it('updates a store: left-out text stays, the location moves the store and its posts', async () => {
    const { user, token } = await signedInUser(t());
    await post(t().app, '/api/updatedata', storeBody, token);
    const market = await t().stores.accounts.marketInfo(user.id);
    if (!market) throw new Error('no store');
    const postId = await newPost(t().stores, { ...user, market });
    const move = {
      vendorDetails: { marketname: 'Tolu Textiles', phone: '08035551234', address: '3 Wuse Road', city: 'Wuse', state: 'FCT' },
      vendor_location: { latitude: '9.0765', longitude: '7.4983' },
    };
    const response = await post(t().app, '/api/updatedata', move, token);
    expect(json(response)).toEqual({ response: 'successful', message: MESSAGES.updatedSuccessfully, created: false });
    expect(await t().stores.accounts.marketInfo(user.id)).toMatchObject({
      marketname: 'Tolu Textiles',
      reg_number: 'RC-123456',
      country: 'Nigeria',
      display_phone: 1,
      operational_radius: 10,
      business_latitude: 9.0765,
      business_longitude: 7.4983,
    });
    const row = await t().db.kysely.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ city_key: 'wuse', state_key: 'fct', latitude: 9.0765, longitude: 7.4983 });
    const inAbuja = await get(t().app, '/api/nearby/products?lat=9.07&lng=7.49&radius=5');
    expect((json(inAbuja).results as { id: number }[]).map((found) => found.id)).toEqual([postId]);
    const inLagos = await get(t().app, '/api/nearby/products?lat=6.60&lng=3.35&radius=50');
    expect(json(inLagos).results).toEqual([]);
    const feed = await get(t().app, '/api/?city=Wuse');
    expect((json(feed).results as { id: number }[]).map((found) => found.id)).toEqual([postId]);
  });

  it('refuses store bodies with missing fields, bad coordinates or a bad radius, saving nothing', async () => {
    const { user, token } = await signedInUser(t());
    const details = storeBody.vendorDetails;
    const location = storeBody.vendor_location;
    await expectRefused(token, [
      [{ vendorDetails: { ...details, marketname: ' ' } }, 400, MESSAGES.businessNameRequired],
      [{ vendorDetails: { ...details, phone: '' } }, 400, MESSAGES.businessPhoneRequired],
      [{ vendorDetails: { ...details, phone: '123' } }, 400, MESSAGES.validPhone],
      [{ vendorDetails: { ...details, address: undefined } }, 400, MESSAGES.businessAddressRequired],
      [{ vendorDetails: details, vendor_location: { ...location, latitude: 90.0001 } }, 400, MESSAGES.invalidStoreCoordinates],
      [{ vendorDetails: details, vendor_location: { ...location, latitude: -91 } }, 400, MESSAGES.invalidStoreCoordinates],
      [{ vendorDetails: details, vendor_location: { ...location, longitude: 180.5 } }, 400, MESSAGES.invalidStoreCoordinates],
      [{ vendorDetails: details, vendor_location: { ...location, longitude: -181 } }, 400, MESSAGES.invalidStoreCoordinates],
      [{ vendorDetails: details, vendor_location: { ...location, latitude: 'north' } }, 400, MESSAGES.invalidStoreCoordinates],
      [{ vendorDetails: details, vendor_location: { ...location, latitude: '' } }, 400, MESSAGES.invalidStoreCoordinates],
      [{ vendorDetails: details, vendor_location: { ...location, latitude: null } }, 400, MESSAGES.invalidStoreCoordinates],
      [{ vendorDetails: details, vendor_location: { longitude: 3.35 } }, 400, MESSAGES.invalidStoreCoordinates],
      [{ vendorDetails: details, vendor_location: { ...location, operational_radius: 0 } }, 400, MESSAGES.serviceRadiusInvalid],
      [{ vendorDetails: details, vendor_location: { ...location, operational_radius: 2.5 } }, 400, MESSAGES.serviceRadiusInvalid],
      [{ vendorDetails: details, vendor_location: { ...location, operational_radius: -5 } }, 400, MESSAGES.serviceRadiusInvalid],
      [{ vendorDetails: { ...details, display_phone: 'yes' } }, 400, MESSAGES.mustBeTrueOrFalse],
      [{ vendorDetails: 'my store' }, 400, MESSAGES.validationFailed],
    ]);
    expect(await t().stores.accounts.marketInfo(user.id)).toBeUndefined();
  });

  it('saves one store toggle at a time, for vendors only', async () => {
    const { user, token } = await signedInUser(t());
    await expectRefused(token, [[{ vendorDetails: { allow_comments: false } }, 403, MESSAGES.vendorProfileRequired]]);
    await post(t().app, '/api/updatedata', storeBody, token);
    for (const [toggle, value] of [['allow_comments', false], ['display_phone', false], ['allow_multi_image', true]] as const) {
      const response = await post(t().app, '/api/updatedata', { vendorDetails: { [toggle]: value } }, token);
      expect(json(response)).toEqual({ response: 'successful', message: MESSAGES.updatedSuccessfully });
    }
    expect(await t().stores.accounts.marketInfo(user.id)).toMatchObject({
      marketname: "Tolu's Fabrics",
      allow_comments: 0,
      display_phone: 0,
      allow_multi_image: 1,
      business_latitude: 6.6018,
    });
    await expectRefused(token, [
      [{ vendorDetails: {} }, 400, MESSAGES.unknownUpdateAction],
      [{ vendorDetails: { allow_comments: 'off' } }, 400, MESSAGES.mustBeTrueOrFalse],
    ]);
  });

  it('saves bank details, replacing the account before, and checks the account number', async () => {
    const { user, token } = await signedInUser(t());
    const bank = { bank_name: 'GTBank', account_name: 'Tolu Bankole', account_number: '0123456789', is_active: true };
    await expectRefused(token, [[{ bankDetails: bank }, 403, MESSAGES.vendorProfileRequired]]);
    await post(t().app, '/api/updatedata', storeBody, token);
    const saved = await post(t().app, '/api/updatedata', { bankDetails: bank }, token);
    expect(json(saved)).toEqual({ response: 'successful', message: MESSAGES.updatedSuccessfully });
    const replaced = await post(t().app, '/api/updatedata', { bankDetails: { ...bank, bank_name: 'Access Bank', account_number: '9876543210' } }, token);
    expect(replaced.statusCode).toBe(200);
    expect(await t().stores.accounts.bankAccounts(user.id)).toEqual([
      expect.objectContaining({ bank_name: 'Access Bank', account_name: 'Tolu Bankole', account_number: '9876543210', is_active: 1 }),
    ]);
    await expectRefused(token, [
      [{ bankDetails: { ...bank, account_number: '012345678' } }, 400, MESSAGES.accountNumberDigits],
      [{ bankDetails: { ...bank, account_number: '01234567890' } }, 400, MESSAGES.accountNumberDigits],
      [{ bankDetails: { ...bank, account_number: '01234x6789' } }, 400, MESSAGES.accountNumberDigits],
      [{ bankDetails: { ...bank, account_number: 123456789 } }, 400, MESSAGES.bankDetailsRequired],
      [{ bankDetails: { ...bank, account_number: '' } }, 400, MESSAGES.bankDetailsRequired],
      [{ bankDetails: { ...bank, bank_name: '' } }, 400, MESSAGES.bankDetailsRequired],
      [{ bankDetails: { account_number: '0123456789' } }, 400, MESSAGES.bankDetailsRequired],
      [{ bankDetails: null }, 400, MESSAGES.bankDetailsRequired],
      [{ bankDetails: { ...bank, is_active: false } }, 400, MESSAGES.mustBeTrueOrFalse],
    ]);
    expect(await t().stores.accounts.bankAccounts(user.id)).toHaveLength(1);
  });

  it('saves the chat colour as #RRGGBB', async () => {
    const { user, token } = await signedInUser(t());
    const response = await post(t().app, '/api/updatedata', { user_chat_setting: { background_color: '#a1c' } }, token);
    expect(json(response)).toEqual({ response: 'successful', message: MESSAGES.chatColorUpdated, background_color: '#AA11CC' });
    expect(await t().stores.accounts.findById(user.id)).toMatchObject({ background_color: '#AA11CC' });
    await expectRefused(token, [
      [{ user_chat_setting: { background_color: '' } }, 400, MESSAGES.colorRequired],
      [{ user_chat_setting: {} }, 400, MESSAGES.colorRequired],
      [{ user_chat_setting: { background_color: 'green' } }, 400, MESSAGES.colorInvalid],
      [{ user_chat_setting: { background_color: '#12345' } }, 400, MESSAGES.colorInvalid],
    ]);
  });

  it("never touches someone else's data: bodies naming another user or mixing actions are refused", async () => {
    const { user, token } = await signedInUser(t());
    const other = await newVendor(t().stores, { username: 'other_vendor', market: { business_latitude: 6.5, business_longitude: 3.4 } });
    const otherBefore = await t().stores.accounts.marketInfo(other.id);
    const bank = { bank_name: 'GTBank', account_name: 'X', account_number: '0123456789' };
    await expectRefused(token, [
      [{ ...storeBody, username: 'other_vendor' }, 400, MESSAGES.unknownUpdateAction],
      [{ ...storeBody, user_id: other.id }, 400, MESSAGES.unknownUpdateAction],
      [{ vendorDetails: { ...storeBody.vendorDetails, user_id: other.id } }, 400, `${MESSAGES.unknownFields} user_id`],
      // Not a toggles body (it holds another key), so the whole store form is asked for.
      [{ vendorDetails: { allow_comments: false, user: 'other_vendor' } }, 400, MESSAGES.businessNameRequired],
      [{ bankDetails: { ...bank, username: 'other_vendor' } }, 400, `${MESSAGES.unknownFields} username`],
      [{ user_chat_setting: { background_color: '#000', user_id: other.id } }, 400, `${MESSAGES.unknownFields} user_id`],
      [{ display_bio: true, username: 'other_vendor' }, 400, MESSAGES.unknownUpdateAction],
      [{ ...profileBody, username: 'other_vendor' }, 400, MESSAGES.unknownUpdateAction],
      [{ ...storeBody, bankDetails: bank }, 400, MESSAGES.unknownUpdateAction],
      [{ bankDetails: bank, user_chat_setting: { background_color: '#000' } }, 400, MESSAGES.unknownUpdateAction],
    ]);
    // What the caller does save lands on the caller alone.
    await post(t().app, '/api/updatedata', storeBody, token);
    await post(t().app, '/api/updatedata', { vendorDetails: { allow_comments: false } }, token);
    await post(t().app, '/api/updatedata', { bankDetails: bank }, token);
    await post(t().app, '/api/updatedata', { user_chat_setting: { background_color: '#000000' } }, token);
    expect(await t().stores.accounts.marketInfo(other.id)).toEqual(otherBefore);
    expect(await t().stores.accounts.bankAccounts(other.id)).toEqual([]);
    expect(await t().stores.accounts.findById(other.id)).toMatchObject({ background_color: '' });
    expect(await t().stores.accounts.marketInfo(user.id)).toMatchObject({ marketname: "Tolu's Fabrics", allow_comments: 0 });
  });
});
