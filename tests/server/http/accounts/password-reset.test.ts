import { describe, expect, it } from 'vitest';
import { DURATIONS, MESSAGES } from '../../../../src/contract';
import { get, json, newUser, post, signIn, STRONG_PASSWORD, tableCounts, useTestApp } from '../../support/helpers';

const NEW_PASSWORD = 'Abuja2027Garden';

describe('POST /api/forgotpassword', () => {
  const t = useTestApp();

  it('mails a one-time link to PUBLIC_URL/resetpassword?token=...', async () => {
    await newUser(t().stores, { username: 'kemi', email: 'Kemi@Example.com' });
    const response = await post(t().app, '/api/forgotpassword', { email: 'kemi@example.COM' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ response: 'successful', message: MESSAGES.resetSuccess });
    const mail = t().outbox.lastTo('Kemi@Example.com');
    expect(mail?.text).toMatch(/http:\/\/market\.test\/resetpassword\?token=[\w-]{43}/);
    expect(await t().db.kysely.selectFrom('password_resets').selectAll().execute()).toHaveLength(1);
  });

  it('answers "no user found" and "Account not active" without mailing', async () => {
    await newUser(t().stores, { username: 'pending', email: 'pending@example.com', verified: false });
    const unknown = await post(t().app, '/api/forgotpassword', { email: 'nobody@example.com' });
    expect(json(unknown)).toEqual({ response: 'no user found', message: MESSAGES.resetUnknownUser });
    const inactive = await post(t().app, '/api/forgotpassword', { email: 'pending@example.com' });
    expect(json(inactive)).toEqual({ response: 'Account not active', message: MESSAGES.resetInactive });
    expect(t().outbox.messages).toHaveLength(0);
    expect(await t().db.kysely.selectFrom('password_resets').selectAll().execute()).toHaveLength(0);
  });

  it('validates the e-mail with the reset screen messages', async () => {
    for (const [body, message] of [
      [{}, MESSAGES.emailAddressRequired],
      [{ email: '' }, MESSAGES.emailAddressRequired],
      [{ email: 'not an email' }, MESSAGES.validEmailAddress],
      [{ email: ['a@b.co'] }, MESSAGES.emailAddressRequired],
    ] as const) {
      const response = await post(t().app, '/api/forgotpassword', body);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ message, errors: { email: [message] } });
    }
  });
});

describe('POST /api/resetpassword', () => {
  const t = useTestApp();

  async function mailedToken(email = 'kemi@example.com'): Promise<string> {
    await post(t().app, '/api/forgotpassword', { email });
    return t().outbox.resetTokenFor(email);
  }

  it('sets the new password once, revokes every token, and the old password stops working', async () => {
    const user = await newUser(t().stores, { username: 'kemi', email: 'kemi@example.com' });
    const session = await signIn(t().app, user);
    const token = await mailedToken();

    const response = await post(t().app, '/api/resetpassword', { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ response: 'successful', message: MESSAGES.passwordResetComplete });

    expect((await get(t().app, '/api/fetchcurruserdetails?username=kemi', session)).statusCode).toBe(401);
    const oldLogin = await post(t().app, '/api/login', { username: 'kemi', password: STRONG_PASSWORD, device: 'd' });
    expect(json(oldLogin).message).toBe(MESSAGES.invalidCredentials);
    await expect(signIn(t().app, { username: 'kemi', password: NEW_PASSWORD })).resolves.toMatch(/^[\w-]{43}$/);
  });

  it('refuses a reused link and changes nothing', async () => {
    await newUser(t().stores, { username: 'kemi', email: 'kemi@example.com' });
    const token = await mailedToken();
    await post(t().app, '/api/resetpassword', { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    const hashAfterFirst = (await t().stores.accounts.findByUsername('kemi'))?.password_hash;

    const again = await post(t().app, '/api/resetpassword', { token, password: 'Another2027x', password_confirm: 'Another2027x' });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ message: MESSAGES.resetLinkInvalid, errors: { token: [MESSAGES.resetLinkInvalid] } });
    expect((await t().stores.accounts.findByUsername('kemi'))?.password_hash).toBe(hashAfterFirst);
  });

  it('refuses an expired link, an unknown token and a link replaced by a newer one', async () => {
    const user = await newUser(t().stores, { username: 'kemi', email: 'kemi@example.com' });
    const replaced = await mailedToken();
    const expiring = await mailedToken();
    t().clock.advance(DURATIONS.resetLinkLifetime + 1);
    const before = await tableCounts(t().db);
    for (const token of [expiring, replaced, 'made-up-token']) {
      const response = await post(t().app, '/api/resetpassword', { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(MESSAGES.resetLinkInvalid);
    }
    expect((await t().stores.accounts.findById(user.id))?.password_hash).toBe(user.password_hash);
    expect(await tableCounts(t().db)).toEqual(before);
  });

  it('applies the new-password rules and keeps the link usable after a refusal', async () => {
    await newUser(t().stores, { username: 'kemi', email: 'kemi@example.com' });
    const token = await mailedToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'short', password_confirm: 'short' }, MESSAGES.passwordMinRegister],
      [{ password: 'nouppercase1', password_confirm: 'nouppercase1' }, MESSAGES.needUppercase],
      [{ password: NEW_PASSWORD, password_confirm: 'Mismatch2027' }, MESSAGES.passwordsDoNotMatch],
      [{ password: 'Password1', password_confirm: 'Password1' }, MESSAGES.passwordTooCommon],
      [{ password: NEW_PASSWORD }, MESSAGES.confirmRequired],
    ];
    for (const [fields, message] of cases) {
      const response = await post(t().app, '/api/resetpassword', { token, ...fields });
      expect(response.statusCode, message).toBe(400);
      expect(json(response).message, message).toBe(message);
    }
    const missingToken = await post(t().app, '/api/resetpassword', { password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(json(missingToken).message).toBe(MESSAGES.resetLinkInvalid);
    for (const body of [{}, { token: '   ' }, { token: 42, password: 'short' }]) {
      const broken = await post(t().app, '/api/resetpassword', body);
      expect(broken.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(broken), JSON.stringify(body)).toMatchObject({ message: MESSAGES.resetLinkInvalid, errors: { token: [MESSAGES.resetLinkInvalid] } });
    }

    const response = await post(t().app, '/api/resetpassword', { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
  });
});
