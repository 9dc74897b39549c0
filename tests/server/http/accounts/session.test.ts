import { describe, expect, it } from 'vitest';
import { DURATIONS, LIMITS, MESSAGES, sessionsAnswerSchema, sessionUserSchema } from '../../../../src/contract';
import { hashSecret } from '../../../../server/auth/secrets';
import { get, json, newUser, post, signIn, tableCounts, useTestApp } from '../../support/helpers';

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

  it('gives every sign-in its own session, even two with the same device string', async () => {
    const user = await newUser(t().stores);
    const first = await signIn(t().app, user, 'Linux Firefox');
    const second = await signIn(t().app, user, 'Linux Firefox');
    expect(first).not.toBe(second);
    expect(await t().stores.tokens.countForUser(user.id)).toBe(2);
    for (const token of [first, second]) {
      expect((await get(t().app, `/api/fetchcurruserdetails?username=${user.username}`, token)).statusCode).toBe(200);
    }
  });
});

describe('the sessions of the signed-in user', () => {
  const t = useTestApp();
  const signInFrom = async (user: { username: string; password: string }, device: string, ip: string) => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password, device },
      remoteAddress: ip,
      headers: { 'user-agent': `${device} agent` },
    });
    return String(json(response).token);
  };

  it('lists every session: device, where from, created, last used, and which one asks', async () => {
    const user = await newUser(t().stores);
    const phone = await signInFrom(user, 'Same Phone', '10.0.0.7');
    t().clock.advance(120_000);
    const twin = await signInFrom(user, 'Same Phone', '127.0.0.1');
    const someoneElse = await newUser(t().stores);
    await signIn(t().app, someoneElse);

    const response = await get(t().app, '/api/sessions', phone);
    expect(response.statusCode).toBe(200);
    const { sessions } = sessionsAnswerSchema.parse(json(response));
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => [session.device, session.location, session.current])).toEqual([
      ['Same Phone', '127.0.0.1', false],
      ['Same Phone', '10.0.0.7', true],
    ]);
    expect(sessions[1]?.created_at).toBe('2026-03-01T09:00:00.000Z');
    expect(sessions[0]?.last_used_at).toBe('2026-03-01T09:02:00.000Z');
    const fromTwin = sessionsAnswerSchema.parse(json(await get(t().app, '/api/sessions', twin))).sessions;
    expect(fromTwin.map((session) => session.current)).toEqual([true, false]);
  });

  it('signs out one of my sessions, and answers 404 for another user\'s session id', async () => {
    const user = await newUser(t().stores);
    const laptop = await signIn(t().app, user, 'laptop');
    const phone = await signIn(t().app, user, 'phone');
    const stranger = await newUser(t().stores);
    const strangers = await signIn(t().app, stranger, 'laptop');
    const idOf = async (token: string) =>
      sessionsAnswerSchema.parse(json(await get(t().app, '/api/sessions', token))).sessions.find((session) => session.current)?.id;
    const [phoneId, strangerId] = [await idOf(phone), await idOf(strangers)];

    const refused = await post(t().app, `/api/sessions/${strangerId}/signout`, undefined, laptop);
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toEqual({ message: MESSAGES.sessionNotFound });
    expect((await get(t().app, '/api/sessions', strangers)).statusCode).toBe(200);
    for (const id of ['0', 'abc', '99999']) {
      expect((await post(t().app, `/api/sessions/${id}/signout`, undefined, laptop)).statusCode, id).toBeGreaterThanOrEqual(400);
    }

    const done = await post(t().app, `/api/sessions/${phoneId}/signout`, undefined, laptop);
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ message: MESSAGES.sessionSignedOut });
    expect(json(await get(t().app, '/api/sessions', phone))).toEqual({ message: MESSAGES.invalidToken });
    expect(sessionsAnswerSchema.parse(json(await get(t().app, '/api/sessions', laptop))).sessions).toHaveLength(1);
  });

  it('signs out of all other sessions and keeps this one; signing out this one logs it out', async () => {
    const user = await newUser(t().stores);
    const tokens = [await signIn(t().app, user, 'a'), await signIn(t().app, user, 'a'), await signIn(t().app, user, 'b')];
    const [mine, ...others] = tokens as [string, ...string[]];
    const response = await post(t().app, '/api/sessions/signout-others', undefined, mine);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: MESSAGES.otherSessionsSignedOut });
    for (const token of others) expect((await get(t().app, '/api/sessions', token)).statusCode).toBe(401);
    const [current] = sessionsAnswerSchema.parse(json(await get(t().app, '/api/sessions', mine))).sessions;
    expect(current?.current).toBe(true);

    const own = await post(t().app, `/api/sessions/${current?.id}/signout`, undefined, mine);
    expect(json(own)).toEqual({ message: MESSAGES.loggedOut });
    expect((await get(t().app, '/api/sessions', mine)).statusCode).toBe(401);
    expect((await t().stores.presence.statusOf(user.id, user.username)).status).toBe('offline');
  });

  it('asks for a token', async () => {
    for (const response of [await get(t().app, '/api/sessions'), await post(t().app, '/api/sessions/signout-others'), await post(t().app, '/api/sessions/1/signout')]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: MESSAGES.authenticationRequired });
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
