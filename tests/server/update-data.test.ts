import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageUpdateAnswerSchema, MESSAGES, storeUpdateAnswerSchema } from '../../src/contract';
import { newPost, newVendor } from './factories';
import { get, json, newUser, post, signIn, STRONG_PASSWORD, useTestApp, type TestApp } from './helpers';
import { filesUnder, minimalMp4, solidJpeg } from './media/media-fixtures';
import { multipartBody, type Part } from './multipart-body';

async function signedIn(t: TestApp) {
  const user = await newUser(t.stores, { username: 'tolu', email: 'tolu@example.com' });
  return { user, token: await signIn(t.app, user, 'browser') };
}

const profileBody = {
  first_name: 'Tolu',
  last_name: 'Bankole',
  email: 'tolu.b@example.com',
  profile: { dob: '1995-02-03', state: 'Ogun', nationality: 'Nigeria', city: 'Abeokuta', bio: 'Hi', address: '1 Oke', phone: '0803-555-1234' },
};

describe('POST /api/updatedata (account bodies)', () => {
  const t = useTestApp();

  it('updates profile data', async () => {
    const { user, token } = await signedIn(t());
    const response = await post(t().app, '/api/updatedata', profileBody, token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ response: 'successful', message: MESSAGES.profileUpdated });
    expect(await t().stores.accounts.findById(user.id)).toMatchObject({
      first_name: 'Tolu',
      last_name: 'Bankole',
      email: 'tolu.b@example.com',
      email_lower: 'tolu.b@example.com',
      dob: '1995-02-03',
      state: 'Ogun',
      city: 'Abeokuta',
      phone: '08035551234',
    });
  });

  it('leaves the profile fields a body leaves out as they were', async () => {
    const { user, token } = await signedIn(t());
    await post(t().app, '/api/updatedata', profileBody, token);
    const response = await post(t().app, '/api/updatedata', { ...profileBody, profile: { bio: 'Only the bio' } }, token);
    expect(json(response)).toEqual({ response: 'successful', message: MESSAGES.profileUpdated });
    expect(await t().stores.accounts.findById(user.id)).toMatchObject({
      bio: 'Only the bio',
      dob: '1995-02-03',
      city: 'Abeokuta',
      phone: '08035551234',
    });
  });

  it('changes the password, keeping this session and ending the others', async () => {
    const { user, token } = await signedIn(t());
    const otherDevice = await signIn(t().app, user, 'phone');
    const response = await post(t().app, '/api/updatedata', { current_password: STRONG_PASSWORD, password: 'Kaduna2027Rose' }, token);
    expect(json(response)).toEqual({ response: 'successful', message: MESSAGES.passwordUpdated });
    expect((await post(t().app, '/api/logout', undefined, otherDevice)).statusCode).toBe(401);
    await expect(signIn(t().app, { username: 'tolu', password: 'Kaduna2027Rose' })).resolves.toBeTruthy();
    expect((await post(t().app, '/api/logout', undefined, token)).statusCode).toBe(200);
  });

  it('changes the password only with the current one, so a borrowed session cannot take the account', async () => {
    const { user, token } = await signedIn(t());
    const otherDevice = await signIn(t().app, user, 'phone');
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'Kaduna2027Rose' }, MESSAGES.currentPasswordRequired],
      [{ password: 'Kaduna2027Rose', current_password: '  ' }, MESSAGES.currentPasswordRequired],
      [{ password: 'Kaduna2027Rose', current_password: 'Wrong2026x' }, MESSAGES.currentPasswordWrong],
    ];
    for (const [body, message] of cases) {
      const response = await post(t().app, '/api/updatedata', body, token);
      expect(response.statusCode, message).toBe(400);
      expect(json(response), message).toEqual({ message, errors: { current_password: [message] } });
    }
    await expect(signIn(t().app, { username: 'tolu', password: STRONG_PASSWORD })).resolves.toBeTruthy();
    expect((await post(t().app, '/api/logout', undefined, otherDevice)).statusCode).toBe(200);
  });

  it('sends an account without a password (made by third-party sign-in) to the reset link instead', async () => {
    const user = await newUser(t().stores, { username: 'googler' });
    const token = await signIn(t().app, user, 'browser');
    await t().stores.accounts.setPasswordHash(user.id, '');
    for (const current_password of ['', 'anything']) {
      const response = await post(t().app, '/api/updatedata', { password: 'Kaduna2027Rose', current_password }, token);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: MESSAGES.noPasswordToChange, errors: { current_password: [MESSAGES.noPasswordToChange] } });
    }
    expect((await t().stores.accounts.findById(user.id))?.password_hash).toBe('');
  });

  it('sets the wallet and display_bio flags', async () => {
    const { user, token } = await signedIn(t());
    const wallet = await post(t().app, '/api/updatedata', { wallet: { is_activated: true } }, token);
    expect(json(wallet)).toEqual({ response: 'successful', message: MESSAGES.updatedSuccessfully });
    const bio = await post(t().app, '/api/updatedata', { display_bio: false }, token);
    expect(json(bio)).toEqual({ response: 'successful', message: MESSAGES.updatedSuccessfully });
    expect(await t().stores.accounts.findById(user.id)).toMatchObject({ wallet_activated: 1, display_bio: 0 });
  });

  it('refuses unknown actions, bad values and a taken e-mail, changing nothing', async () => {
    const { user, token } = await signedIn(t());
    await newUser(t().stores, { username: 'other', email: 'taken@example.com' });
    const cases: [unknown, string][] = [
      [{ colour: 'red' }, MESSAGES.unknownUpdateAction],
      [{}, MESSAGES.unknownUpdateAction],
      [[1, 2], MESSAGES.unknownUpdateAction],
      [{ password: '123', current_password: STRONG_PASSWORD }, MESSAGES.passwordMinLogin],
      [{ password: 'password', current_password: STRONG_PASSWORD }, MESSAGES.passwordTooCommon],
      [{ password: 'Valid2027Pass', current_password: STRONG_PASSWORD, wallet: { is_activated: true } }, MESSAGES.unknownUpdateAction],
      [{ wallet: { is_activated: 'yes' } }, MESSAGES.mustBeTrueOrFalse],
      [{ display_bio: 'no' }, MESSAGES.mustBeTrueOrFalse],
      [{ ...profileBody, email: 'taken@EXAMPLE.com' }, MESSAGES.emailTaken],
      [{ ...profileBody, first_name: '' }, MESSAGES.firstNameRequired],
      [{ ...profileBody, email: 'nope' }, MESSAGES.validEmail],
      [{ ...profileBody, profile: { bio: 'x'.repeat(501) } }, MESSAGES.bioTooLong],
      [{ ...profileBody, profile: { phone: '12' } }, MESSAGES.validPhone],
    ];
    const before = await t().stores.accounts.findById(user.id);
    for (const [body, message] of cases) {
      const response = await post(t().app, '/api/updatedata', body, token);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(json(response).message, JSON.stringify(body).slice(0, 60)).toBe(message);
    }
    expect(await t().stores.accounts.findById(user.id)).toEqual(before);
    await expect(signIn(t().app, { username: 'tolu', password: STRONG_PASSWORD })).resolves.toBeTruthy();
  });

  it('needs a valid token', async () => {
    const missing = await post(t().app, '/api/updatedata', { display_bio: true });
    expect(missing.statusCode).toBe(401);
    expect(json(missing)).toEqual({ message: MESSAGES.authenticationRequired });
    const forged = await post(t().app, '/api/updatedata', { display_bio: true }, 'forged');
    expect(json(forged)).toEqual({ message: MESSAGES.invalidToken });
  });
});

// --- The settings bodies: store, toggles, bank, chat colour, pictures ---

/** Random pixels: a PNG about as large as its raw size. */
async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 1) pixels[at] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

const storeBody = {
  vendorDetails: {
    marketname: "Tolu's Fabrics",
    reg_number: 'RC-123456',
    phone: '+234 803 555 1234',
    address: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    display_phone: true,
    allow_comments: true,
    allow_multi_image: false,
  },
  vendor_location: { latitude: 6.6018, longitude: 3.3515, operational_radius: 10 },
};

describe('POST /api/updatedata (settings bodies)', () => {
  const t = useTestApp();

  async function signedInUser(username = 'tolu') {
    const user = await newUser(t().stores, { username, email: `${username}@example.com` });
    return { user, token: await signIn(t().app, user, 'browser') };
  }

  async function sendForm(parts: readonly Part[], token?: string): Promise<LightMyRequestResponse> {
    const { payload, headers } = await multipartBody(parts);
    return t().app.inject({
      method: 'POST',
      url: '/api/updatedata',
      payload,
      headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) },
    });
  }

  async function expectRefused(token: string, cases: [unknown, number, string][]): Promise<void> {
    for (const [body, status, message] of cases) {
      const response = await post(t().app, '/api/updatedata', body, token);
      const label = JSON.stringify(body).slice(0, 120);
      expect(response.statusCode, label).toBe(status);
      expect(json(response).message, label).toBe(message);
    }
  }

  it('creates a store, making the caller a vendor, with its exact position', async () => {
    const { user, token } = await signedInUser();
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
    const { user, token } = await signedInUser();
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
    const { user, token } = await signedInUser();
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
    const { user, token } = await signedInUser();
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
    const { user, token } = await signedInUser();
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
    const { user, token } = await signedInUser();
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
    const { user, token } = await signedInUser();
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

  it('stores profile, cover and wallpaper pictures by their content, replacing the old files', async () => {
    const { user, token } = await signedInUser();
    const mediaDir = t().config.mediaDir;
    const first = await sendForm([{ name: 'profileimg', filename: 'me.jpg', bytes: await solidJpeg(900, 900), type: 'image/jpeg' }], token);
    expect(first.statusCode).toBe(200);
    const answer = imageUpdateAnswerSchema.parse(first.json());
    expect(answer).toMatchObject({ response: 'successful', message: MESSAGES.pictureUpdated, field: 'profileimg' });
    expect(answer.url).toMatch(/^\/media\/profiles\/\d{4}\/\d{2}\/[0-9a-f]{32}-900\.webp$/);
    expect((await t().stores.accounts.findById(user.id))?.profileimg).toBe(answer.url);
    expect(filesUnder(mediaDir).filter((file) => file.startsWith('profiles/'))).toHaveLength(3);

    const second = await sendForm([{ name: 'profileimg', filename: 'me2.png', bytes: await solidJpeg(300, 300, '#123456') }], token);
    const replaced = imageUpdateAnswerSchema.parse(second.json());
    expect(filesUnder(mediaDir).filter((file) => file.startsWith('profiles/'))).toEqual([replaced.url.replace('/media/', '')]);

    const cover = await sendForm([{ name: 'coverimg', filename: 'cover.jpg', bytes: await solidJpeg(1200, 400) }], token);
    expect(imageUpdateAnswerSchema.parse(cover.json())).toMatchObject({ field: 'coverimg', message: MESSAGES.pictureUpdated });
    const wallpaper = await sendForm([{ name: 'wallpaper', filename: 'wall.jpg', bytes: await solidJpeg(1080, 1920) }], token);
    const wall = imageUpdateAnswerSchema.parse(wallpaper.json());
    expect(wall).toMatchObject({ field: 'wallpaper', message: MESSAGES.wallpaperUpdated });
    expect(await t().stores.accounts.findById(user.id)).toMatchObject({ coverimg: expect.stringMatching(/^\/media\/covers\//), wallpaper: wall.url });
  });

  it('refuses oversize, fake and missing pictures and mixed forms, keeping the picture before', async () => {
    const { user, token } = await signedInUser();
    const mediaDir = t().config.mediaDir;
    const oversize = await noisyPng(700, 700);
    expect(oversize.length).toBeGreaterThan(1024 * 1024);
    const cases: [Part[], number, string][] = [
      [[{ name: 'profileimg', filename: 'big.png', bytes: oversize, type: 'image/png' }], 413, MESSAGES.imageOver1MB],
      [[{ name: 'wallpaper', filename: 'big.png', bytes: oversize, type: 'image/png' }], 413, MESSAGES.imageOver1MB],
      [[{ name: 'coverimg', filename: 'fake.jpg', bytes: Buffer.from('<?php echo "hi"; ?>'), type: 'image/jpeg' }], 415, MESSAGES.notAnImage],
      [[{ name: 'profileimg', filename: 'clip.mp4', bytes: minimalMp4(), type: 'video/mp4' }], 415, MESSAGES.notAnImage],
      [[{ name: 'profileimg', filename: 'broken.png', bytes: (await solidJpeg(50, 50)).subarray(0, 200), type: 'image/png' }], 415, MESSAGES.notAnImage],
      [[], 400, MESSAGES.noImageSelected],
      [[{ name: 'avatar', filename: 'me.jpg', bytes: await solidJpeg(50, 50) }], 400, MESSAGES.unknownUpdateAction],
      [[{ name: 'profileimg', filename: 'me.jpg', bytes: await solidJpeg(50, 50) }, { name: 'username', value: 'other_vendor' }], 400, MESSAGES.unknownUpdateAction],
      [[{ name: 'profileimg', filename: 'a.jpg', bytes: await solidJpeg(50, 50) }, { name: 'coverimg', filename: 'b.jpg', bytes: await solidJpeg(50, 50) }], 400, MESSAGES.unknownUpdateAction],
    ];
    for (const [parts, status, message] of cases) {
      const response = await sendForm(parts, token);
      const label = parts.map((part) => part.name).join(',');
      expect(response.statusCode, label).toBe(status);
      expect(json(response).message, label).toBe(message);
    }
    expect(await t().stores.accounts.findById(user.id)).toMatchObject({ profileimg: '', coverimg: '', wallpaper: '' });
    expect(filesUnder(mediaDir)).toEqual([]);
    const visitor = await sendForm([{ name: 'profileimg', filename: 'me.jpg', bytes: await solidJpeg(50, 50) }]);
    expect(visitor.statusCode).toBe(401);
  });
});
