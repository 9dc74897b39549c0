import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/contract';
import { json, newUser, post, signIn, STRONG_PASSWORD, useTestApp } from '../../support/helpers';
import { profileBody, signedInUser } from './update-data-bodies';

describe('POST /api/updatedata (account bodies)', () => {
  const t = useTestApp();

  it('updates profile data', async () => {
    const { user, token } = await signedInUser(t());
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
    const { user, token } = await signedInUser(t());
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
    const { user, token } = await signedInUser(t());
    const otherDevice = await signIn(t().app, user, 'phone');
    const response = await post(t().app, '/api/updatedata', { current_password: STRONG_PASSWORD, password: 'Kaduna2027Rose' }, token);
    expect(json(response)).toEqual({ response: 'successful', message: MESSAGES.passwordUpdated });
    expect((await post(t().app, '/api/logout', undefined, otherDevice)).statusCode).toBe(401);
    await expect(signIn(t().app, { username: 'tolu', password: 'Kaduna2027Rose' })).resolves.toBeTruthy();
    expect((await post(t().app, '/api/logout', undefined, token)).statusCode).toBe(200);
  });

  it('changes the password only with the current one, so a borrowed session cannot take the account', async () => {
    const { user, token } = await signedInUser(t());
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
    const { user, token } = await signedInUser(t());
    const wallet = await post(t().app, '/api/updatedata', { wallet: { is_activated: true } }, token);
    expect(json(wallet)).toEqual({ response: 'successful', message: MESSAGES.updatedSuccessfully });
    const bio = await post(t().app, '/api/updatedata', { display_bio: false }, token);
    expect(json(bio)).toEqual({ response: 'successful', message: MESSAGES.updatedSuccessfully });
    expect(await t().stores.accounts.findById(user.id)).toMatchObject({ wallet_activated: 1, display_bio: 0 });
  });

  it('refuses unknown actions, bad values and a taken e-mail, changing nothing', async () => {
    const { user, token } = await signedInUser(t());
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

