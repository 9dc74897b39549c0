import { describe, expect, it } from 'vitest';
import { DURATIONS, LIMITS, MESSAGES, sessionUserSchema } from '../../src/contract';
import { hashSecret } from '../../server/auth/secrets';
import { get, json, newUser, post, signIn, tableCounts, useTestApp } from './helpers';

describe('POST /api/login', () => {
  const t = useTestApp();

  it('signs in by username or e-mail in any case and answers token, user and message', async () => {
    const user = await newUser(t().stores, { username: 'Bisi_A', email: 'Bisi@Example.com' });
    for (const identifier of ['bisi_a', 'BISI_A', 'bisi@example.com', '  Bisi@EXAMPLE.com ']) {
      const response = await post(t().app, '/api/login', { username: identifier, password: user.password, device: identifier });
      expect(response.statusCode, identifier).toBe(200);
      const body = json(response);
      expect(body.message).toBe(MESSAGES.loginSuccess);
      expect(body.token).toMatch(/^[\w-]{43}$/);
      expect(sessionUserSchema.parse(body.user)).toEqual({
        id: user.id,
        username: 'Bisi_A',
        email: 'Bisi@Example.com',
        first_name: 'Chioma',
        last_name: 'Nwosu',
        is_vendor: false,
      });
    }
  });

  it('stores only the hash of the token and sets the user online', async () => {
    const user = await newUser(t().stores);
    const token = await signIn(t().app, user);
    const rows = await t().db.kysely.selectFrom('auth_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash).toBe(hashSecret(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await t().stores.presence.statusOf(user.id, user.username)).status).toBe('online');
  });

  it('answers the same 400 for an unknown user and a wrong password', async () => {
    const user = await newUser(t().stores);
    const before = await tableCounts(t().db);
    const wrong = await post(t().app, '/api/login', { username: user.username, password: 'Wrong2026Pass', device: 'd' });
    const unknown = await post(t().app, '/api/login', { username: 'nobody_here', password: 'Wrong2026Pass', device: 'd' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ message: MESSAGES.invalidCredentials });
    expect(json(unknown)).toEqual(json(wrong));
    expect(await tableCounts(t().db)).toEqual(before);
  });

  it('refuses an unverified account with 403 "inactive user" and its username, only with the right password', async () => {
    const user = await newUser(t().stores, { username: 'not_yet', verified: false });
    const response = await post(t().app, '/api/login', { username: 'NOT_YET', password: user.password, device: 'd' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ message: MESSAGES.inactiveUser, username: 'not_yet' });
    const wrong = await post(t().app, '/api/login', { username: 'not_yet', password: 'Wrong2026Pass', device: 'd' });
    expect(json(wrong)).toEqual({ message: MESSAGES.invalidCredentials });
    expect(await t().db.kysely.selectFrom('auth_tokens').selectAll().execute()).toHaveLength(0);
  });

  it('validates the payload with the spec messages', async () => {
    const before = await tableCounts(t().db);
    const cases: [unknown, string][] = [
      [{}, MESSAGES.usernameOrEmailRequired],
      [{ username: '   ', password: 'whatever1' }, MESSAGES.usernameOrEmailRequired],
      [{ username: 'someone' }, MESSAGES.passwordRequired],
      [{ username: 'someone', password: '' }, MESSAGES.passwordRequired],
      [{ username: 42, password: 'whatever1' }, MESSAGES.usernameOrEmailRequired],
      [{ username: 'x'.repeat(LIMITS.emailMax + 1), password: 'whatever1' }, MESSAGES.invalidCredentials],
      [{ username: 'someone', password: 'p'.repeat(LIMITS.passwordMax + 1) }, MESSAGES.invalidCredentials],
    ];
    for (const [body, message] of cases) {
      const response = await post(t().app, '/api/login', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(json(response).message, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(await tableCounts(t().db)).toEqual(before);
  });

  it('keeps one token per device: a new login on the device replaces its token', async () => {
    const user = await newUser(t().stores);
    const first = await signIn(t().app, user, 'Linux Firefox');
    const other = await signIn(t().app, user, 'iPhone Safari');
    const second = await signIn(t().app, user, 'Linux Firefox');
    expect(await t().stores.tokens.countForUser(user.id)).toBe(2);

    const replaced = await post(t().app, '/api/logout', undefined, first);
    expect(replaced.statusCode).toBe(401);
    expect(json(replaced)).toEqual({ message: MESSAGES.invalidToken });
    for (const token of [other, second]) {
      expect((await get(t().app, `/api/fetchcurruserdetails?username=${user.username}`, token)).statusCode).toBe(200);
    }
  });
});

describe('tokens', () => {
  const t = useTestApp();
  const me = (token: string, username: string) => get(t().app, `/api/fetchcurruserdetails?username=${username}`, token);

  it('expires after the idle lifetime, and use keeps it alive', async () => {
    const user = await newUser(t().stores);
    const token = await signIn(t().app, user);
    t().clock.advance(DURATIONS.tokenIdleLifetime - 60_000);
    expect((await me(token, user.username)).statusCode).toBe(200);
    t().clock.advance(DURATIONS.tokenIdleLifetime - 60_000);
    expect((await me(token, user.username)).statusCode).toBe(200);
    t().clock.advance(DURATIONS.tokenIdleLifetime + 1);
    const expired = await me(token, user.username);
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toEqual({ message: MESSAGES.invalidToken });
    expect(await t().stores.tokens.countForUser(user.id)).toBe(0);
  });

  it('expires after the absolute lifetime however often it is used', async () => {
    const user = await newUser(t().stores);
    const token = await signIn(t().app, user);
    const step = DURATIONS.tokenIdleLifetime / 2;
    let elapsed = 0;
    while (elapsed + step < DURATIONS.tokenAbsoluteLifetime) {
      t().clock.advance(step);
      elapsed += step;
      expect((await me(token, user.username)).statusCode).toBe(200);
    }
    t().clock.advance(DURATIONS.tokenAbsoluteLifetime - elapsed + 1);
    expect((await me(token, user.username)).statusCode).toBe(401);
  });

  it('writes last_used_at at most once a minute', async () => {
    const user = await newUser(t().stores);
    const token = await signIn(t().app, user);
    const lastUsed = async () =>
      (await t().db.kysely.selectFrom('auth_tokens').select('last_used_at').executeTakeFirstOrThrow()).last_used_at;
    const issuedAt = await lastUsed();
    t().clock.advance(30_000);
    await me(token, user.username);
    expect(await lastUsed()).toBe(issuedAt);
    t().clock.advance(31_000);
    await me(token, user.username);
    expect(await lastUsed()).toBe(t().clock.now().toISOString());
  });

  it('answers 401 "Authentication required" without a token and "Invalid token" for a bad one', async () => {
    const missing = await post(t().app, '/api/logout');
    expect(missing.statusCode).toBe(401);
    expect(json(missing)).toEqual({ message: MESSAGES.authenticationRequired });
    for (const header of ['Token not-a-real-token', 'Bearer abc', 'Token', 'Token a b']) {
      const response = await t().app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: header } });
      expect(response.statusCode, header).toBe(401);
      expect(json(response), header).toEqual({ message: MESSAGES.invalidToken });
    }
  });
});

describe('POST /api/logout', () => {
  const t = useTestApp();

  it('revokes the calling token only, and sets the user offline when no session is left', async () => {
    const user = await newUser(t().stores);
    const laptop = await signIn(t().app, user, 'laptop');
    const phone = await signIn(t().app, user, 'phone');

    const response = await post(t().app, '/api/logout', undefined, laptop);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: MESSAGES.loggedOut });
    expect((await post(t().app, '/api/logout', undefined, laptop)).statusCode).toBe(401);
    expect((await t().stores.presence.statusOf(user.id, user.username)).status).toBe('online');

    expect((await post(t().app, '/api/logout', undefined, phone)).statusCode).toBe(200);
    expect((await t().stores.presence.statusOf(user.id, user.username)).status).toBe('offline');
  });
});
