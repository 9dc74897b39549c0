import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import { get, json, newUser, post, registerBody, signIn, useTestApp } from '../support/helpers';

/** Values of every JSON type, empty and oversize strings, a lone surrogate and a NUL. */
const WRONG_VALUES: unknown[] = [null, 0, -1, 1.5, true, false, [], ['a'], {}, { a: 1 }, '', ' ', 'x'.repeat(100_000), '\u0000', '\uD800'];

/** A valid body of every accounts call, and whether it needs the caller's token. */
const BODIES: [url: string, body: Record<string, unknown>, signedIn: boolean][] = [
  ['/api/register', registerBody(), false],
  ['/api/login', { username: 'probe_user', password: 'Wrong2026x', device: 'd' }, false],
  ['/api/activate?username=pending', { code: '123456' }, false],
  ['/api/resendcode', { username: 'pending' }, false],
  ['/api/forgotpassword', { email: 'probe@example.com' }, false],
  ['/api/resetpassword', { token: 'abc', password: 'Abcdef123x', password_confirm: 'Abcdef123x' }, false],
  ['/api/updatedata', { current_password: 'Wrong2026x', password: 'Abcdef123x' }, true],
  ['/api/updatedata', { wallet: { is_activated: true } }, true],
  ['/api/updatedata', { display_bio: true }, true],
  [
    '/api/updatedata',
    {
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      profile: { dob: '1990-01-01', state: 'Lagos', nationality: 'Nigeria', city: 'Ikeja', bio: 'Hi', address: '1 Road', phone: '08031234567' },
    },
    true,
  ],
  ['/api/user/online-status', { is_online: true, status: 'away' }, true],
];

/** Every top-level field and every field of a nested object. */
function fieldPaths(body: Record<string, unknown>): string[][] {
  return Object.entries(body).flatMap(([key, value]) =>
    value && typeof value === 'object' ? [[key], ...Object.keys(value).map((inner) => [key, inner])] : [[key]],
  );
}

function withValue(body: Record<string, unknown>, [first, second]: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  if (first === undefined) return copy;
  if (second === undefined) copy[first] = value;
  else copy[first] = { ...(copy[first] as Record<string, unknown>), [second]: value };
  return copy;
}

describe('bad input', () => {
  const t = useTestApp();

  it('answers a wrong value in any field of any accounts body, or a body that is not an object, with a 4xx', async () => {
    const user = await newUser(t().stores, { username: 'probe_user', email: 'probe@example.com' });
    await newUser(t().stores, { username: 'pending', verified: false });
    const token = await signIn(t().app, user);
    const failures: string[] = [];
    for (const [url, body, signedIn] of BODIES) {
      const authorization = signedIn ? { authorization: `Token ${token}` } : {};
      for (const whole of [null, [], [1], 'text', 5, true]) {
        const response = await t().app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...authorization },
          payload: JSON.stringify(whole),
        });
        if (response.statusCode >= 500) failures.push(`${url} ${JSON.stringify(whole)}: ${response.statusCode}`);
      }
      for (const field of fieldPaths(body)) {
        for (const value of WRONG_VALUES) {
          const response = await t().app.inject({ method: 'POST', url, headers: authorization, payload: withValue(body, field, value) });
          if (response.statusCode >= 500) {
            failures.push(`${url} ${field.join('.')}=${JSON.stringify(value).slice(0, 20)}: ${response.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('refuses text with a NUL character (which PostgreSQL cannot store) with a 400 under its field', async () => {
    const user = await newUser(t().stores, { username: 'probe_user' });
    const token = await signIn(t().app, user);
    const cases: [string, unknown, string][] = [
      ['/api/login', { username: 'probe\u0000user', password: 'Wrong2026x' }, 'username'],
      ['/api/register', registerBody({ market_info: { city: 'Aba\u0000', phone: '08031234567' } }), 'market_info'],
      ['/api/updatedata', { first_name: 'A', last_name: 'B', email: 'a@b.co', profile: { bio: '\u0000' } }, 'profile'],
      ['/api/activate?username=probe%00user', { code: '123456' }, 'username'],
      ['/api/login', ['\u0000'], 'non_field_errors'],
    ];
    for (const [url, body, field] of cases) {
      const response = await post(t().app, url, body, token);
      expect(response.statusCode, url).toBe(400);
      expect(json(response), url).toEqual({ message: MESSAGES.validationFailed, errors: { [field]: [MESSAGES.validationFailed] } });
    }
    for (const url of ['/api/fetchcurruserdetails?username=probe%00user', '/api/user/probe%00user/status']) {
      const response = await get(t().app, url);
      expect(response.statusCode, url).toBe(400);
      expect(json(response).message, url).toBe(MESSAGES.validationFailed);
    }
  });

  it('answers a deeply nested or very wide body with a 4xx', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const wide = JSON.stringify({ username: 'probe_user', password: 'Wrong2026x', device: Array.from({ length: 150_000 }, () => 0) });
    for (const payload of [deep, `{"username": ${deep}}`, wide]) {
      const response = await t().app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('answers a URL that is not UTF-8 in the spec shape', async () => {
    for (const url of ['/api/user/%FF/status', '/api/%C3%28', '/%FF']) {
      const response = await get(t().app, url);
      expect(response.statusCode, url).toBe(400);
      expect(json(response), url).toEqual({ message: MESSAGES.validationFailed });
    }
  });

  it('reads a repeated, nested or non-UTF-8 username parameter as no username or an unknown one', async () => {
    await newUser(t().stores, { username: 'pending', verified: false });
    for (const query of ['username=pending&username=other', 'username[x]=pending']) {
      const details = await get(t().app, `/api/fetchcurruserdetails?${query}`);
      expect(details.statusCode, query).toBe(400);
      expect(json(details).message, query).toBe(MESSAGES.missingUsername);
      const activate = await post(t().app, `/api/activate?${query}`, { code: '123456' });
      expect(activate.statusCode, query).toBe(400);
      expect(json(activate).message, query).toBe(MESSAGES.missingUsername);
    }
    const notUtf8 = await get(t().app, '/api/fetchcurruserdetails?username=%FF%FE');
    expect(notUtf8.statusCode).toBe(404);
    expect(json(notUtf8)).toEqual({ message: MESSAGES.userNotFound });
  });

  it('answers a token of any unknown format with 401 "Invalid token"', async () => {
    for (const header of [`Token ${'x'.repeat(10_000)}`, 'Token \u00ff\u00fe', 'Token %00', 'Basic abc', 'Token\tabc']) {
      const response = await t().app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: header } });
      expect(response.statusCode, header.slice(0, 20)).toBe(401);
      expect(json(response), header.slice(0, 20)).toEqual({ message: MESSAGES.invalidToken });
    }
  });

  it('refuses bodies of other content types and JSON that is not UTF-8 without a 5xx', async () => {
    const cases: [string, string | Buffer][] = [
      ['application/json', Buffer.from([0x7b, 0x22, 0x75, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
      ['text/plain', 'username=a'],
      ['application/x-www-form-urlencoded', 'username=a&password=b'],
      ['application/json', '{"__proto__": {"username": "a"}, "password": "bbbbbbb"}'],
    ];
    for (const [contentType, payload] of cases) {
      const response = await t().app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': contentType }, payload });
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
      expect(typeof json(response).message, contentType).toBe('string');
    }
  });
});
