import { describe, expect, it, vi } from 'vitest';
import { LIMITS, MESSAGES } from '../../../../src/contract';
import { json, newUser, post, registerBody, tableCounts, useTestApp } from '../../support/helpers';

describe('POST /api/register', () => {
  const t = useTestApp();

  it('creates an unverified user, mails a 6-digit code and answers 201', async () => {
    const { app, stores, outbox } = t();
    const response = await post(app, '/api/register', registerBody());
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ success: true, message: MESSAGES.registrationSuccessServer, username: 'emeka_o' });

    const user = await stores.accounts.findByUsername('EMEKA_O');
    expect(user).toMatchObject({ email: 'emeka@example.com', verified_at: null, city: 'Abuja', phone: '08031234567' });
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(outbox.codeFor('emeka@example.com')).toMatch(/^\d{6}$/);
  });

  it('answers every missing field with its message under the field, market_info nested', async () => {
    const { app, db } = t();
    const before = await tableCounts(db);
    const response = await post(app, '/api/register', {});
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body).toMatchObject({ success: false, message: MESSAGES.fixErrorsBelow });
    expect(body.errors).toMatchObject({
      username: [MESSAGES.usernameRequired],
      email: [MESSAGES.emailRequired],
      first_name: [MESSAGES.firstNameRequired],
      last_name: [MESSAGES.lastNameRequired],
      password: [MESSAGES.passwordRequired],
      password_confirm: [MESSAGES.confirmRequired],
      market_info: [MESSAGES.cityRequired],
    });
    expect(await tableCounts(db)).toEqual(before);
  });

  it('lists market_info problems under market_info', async () => {
    const { app } = t();
    const response = await post(app, '/api/register', registerBody({ market_info: { city: '', phone: '12ab' } }));
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual({
      market_info: { city: [MESSAGES.cityRequired], phone: [MESSAGES.validPhone] },
    });
  });

  it('refuses wrong types, bad characters and oversize strings, creating nothing', async () => {
    const { app, db, outbox } = t();
    const before = await tableCounts(db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 12345 }, 'username', MESSAGES.usernameRequired],
      [{ username: 'ab' }, 'username', MESSAGES.usernameLength],
      [{ username: 'x'.repeat(LIMITS.usernameMax + 1) }, 'username', MESSAGES.usernameLength],
      [{ username: 'bad name!' }, 'username', MESSAGES.usernameCharacters],
      [{ email: 'not-an-email' }, 'email', MESSAGES.validEmail],
      [{ email: `${'e'.repeat(260)}@example.com` }, 'email', MESSAGES.validEmail],
      [{ first_name: 'R2D2' }, 'first_name', MESSAGES.validCharactersOnly],
      [{ first_name: 'A'.repeat(LIMITS.nameMax + 1) }, 'first_name', MESSAGES.validCharactersOnly],
      [{ password: 'short1A', password_confirm: 'short1A' }, 'password', MESSAGES.passwordMinRegister],
      [{ password: 'alllowercase1', password_confirm: 'alllowercase1' }, 'password', MESSAGES.needUppercase],
      [{ password: 'ALLUPPERCASE1', password_confirm: 'ALLUPPERCASE1' }, 'password', MESSAGES.needLowercase],
      [{ password: 'NoDigitsHere', password_confirm: 'NoDigitsHere' }, 'password', MESSAGES.needNumber],
      [{ password_confirm: 'Different2026' }, 'password_confirm', MESSAGES.passwordsDoNotMatch],
      [{ password: true }, 'password', MESSAGES.passwordRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(app, '/api/register', registerBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const errors = json(response).errors as Record<string, string[]>;
      expect(errors[field], JSON.stringify(overrides)).toContain(message);
    }
    expect(await tableCounts(db)).toEqual(before);
    expect(outbox.messages).toHaveLength(0);
  });

  it('refuses a body that is not JSON or not an object', async () => {
    const { app } = t();
    const broken = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(json(broken).message).toBe(MESSAGES.validationFailed);

    const list = await post(app, '/api/register', ['not', 'an', 'object']);
    expect(list.statusCode).toBe(400);
    expect(json(list).message).toBe(MESSAGES.fixErrorsBelow);
  });

  it('refuses a taken username or e-mail whatever their case', async () => {
    const { app, stores, db } = t();
    await newUser(stores, { username: 'Emeka_O', email: 'Emeka@Example.com' });
    const before = await tableCounts(db);
    const response = await post(app, '/api/register', registerBody({ username: 'EMEKA_o', email: 'EMEKA@example.COM' }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      success: false,
      message: MESSAGES.fixErrorsBelow,
      errors: { username: [MESSAGES.usernameTaken], email: [MESSAGES.emailTaken] },
    });
    expect(await tableCounts(db)).toEqual(before);
  });

  it('answers a username taken by a concurrent registration as a field error, not a 500', async () => {
    const { app, stores, db } = t();
    await newUser(stores, { username: 'emeka_o', email: 'emeka@example.com' });
    const before = await tableCounts(db);
    // The other registration lands between this one's checks and its insert.
    vi.spyOn(stores.accounts, 'isUsernameTaken').mockResolvedValueOnce(false);
    vi.spyOn(stores.accounts, 'isEmailTaken').mockResolvedValueOnce(false);
    const response = await post(app, '/api/register', registerBody());
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      message: MESSAGES.fixErrorsBelow,
      errors: { username: [MESSAGES.usernameTaken], email: [MESSAGES.emailTaken] },
    });
    expect(await tableCounts(db)).toEqual(before);
  });

  it('reports a taken username together with other field errors', async () => {
    const { app, stores } = t();
    await newUser(stores, { username: 'emeka_o' });
    const response = await post(app, '/api/register', registerBody({ password_confirm: 'Other2026x' }));
    expect(json(response).errors).toEqual({
      username: [MESSAGES.usernameTaken],
      password_confirm: [MESSAGES.passwordsDoNotMatch],
    });
  });

  it('refuses one of the 3,000 most common passwords, compared lower-cased', async () => {
    const { app, db } = t();
    const before = await tableCounts(db);
    for (const password of ['Password1', 'Qwerty123', 'Abcd1234']) {
      const response = await post(app, '/api/register', registerBody({ password, password_confirm: password }));
      expect(response.statusCode, password).toBe(400);
      expect(json(response).errors, password).toEqual({ password: [MESSAGES.passwordTooCommon] });
    }
    expect(await tableCounts(db)).toEqual(before);
  });

  it('records a referral code that matches a user, upper-casing it, and refuses an unknown one', async () => {
    const { app, stores } = t();
    const referrer = await newUser(stores, { username: 'referrer' });
    const referred = await post(
      app,
      '/api/register',
      registerBody({ referral_code: referrer.referral_code.toLowerCase() }),
    );
    expect(referred.statusCode).toBe(201);
    expect((await stores.accounts.findByUsername('emeka_o'))?.referred_by).toBe(referrer.id);

    const unknown = await post(
      app,
      '/api/register',
      registerBody({ username: 'second_one', email: 'second@example.com', referral_code: 'NOSUCHCODE' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ errors: { referral_code: [MESSAGES.invalidReferralCode] } });
    expect(await stores.accounts.findByUsername('second_one')).toBeUndefined();
  });
});
