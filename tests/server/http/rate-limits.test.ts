import { describe, expect, it } from 'vitest';
import { MESSAGES, RATE_LIMITS, waitWords } from '../../../src/contract';
import { tooManyRequests } from '../../../server/http/http-error';
import { json, newUser, post, registerBody, signIn, tableCounts, useTestApp } from '../support/helpers';

const WINDOW = 60_000;
const lowered = { max: 2, windowMs: WINDOW };
const fromIp = (ip: string) => ({ remoteAddress: ip });

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(WINDOW / 1000);
  expect(response.json()).toEqual({ message: MESSAGES.tooManyRequests.replace('{wait}', waitWords(seconds)) });
}

describe('the wait a 429 names', () => {
  it('is said in seconds under a minute and in whole minutes from one minute on', () => {
    expect(tooManyRequests(300).message).toBe('Too many requests. Please try again in 5 minutes.');
    expect(tooManyRequests(61).message).toBe('Too many requests. Please try again in 2 minutes.');
    expect(tooManyRequests(60).message).toBe('Too many requests. Please try again in 1 minute.');
    expect(tooManyRequests(45).message).toBe('Too many requests. Please try again in 45 seconds.');
    expect(tooManyRequests(0.2).message).toBe('Too many requests. Please try again in 1 second.');
    expect(tooManyRequests(300).headers['retry-after']).toBe('300');
  });
});

describe('rate limits', () => {
  const t = useTestApp({
    rateLimits: { login: lowered, register: lowered, activate: lowered, resendcode: lowered, forgotpassword: lowered, resetpassword: lowered },
  });

  it('limits login per IP, before any password work, and other IPs still pass', async () => {
    const user = await newUser(t().stores);
    const attempt = (ip: string) =>
      t().app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: 'Wrong2026x' }, ...fromIp(ip) });
    expect((await attempt('10.0.0.1')).statusCode).toBe(400);
    expect((await attempt('10.0.0.1')).statusCode).toBe(400);
    expectLimited(await attempt('10.0.0.1'));
    expect((await attempt('10.0.0.2')).statusCode).toBe(400);
  });

  it('limits register per IP and creates nothing when limited', async () => {
    for (let index = 0; index < 2; index += 1) {
      await post(t().app, '/api/register', registerBody({ username: `limited_${index}`, email: `limited${index}@example.com` }));
    }
    const before = await tableCounts(t().db);
    expectLimited(await post(t().app, '/api/register', registerBody()));
    expect(await tableCounts(t().db)).toEqual(before);
  });

  it('limits activate per IP', async () => {
    await newUser(t().stores, { username: 'waiting', verified: false });
    for (let index = 0; index < 2; index += 1) {
      await post(t().app, '/api/activate?username=waiting', { code: '000000' });
    }
    expectLimited(await post(t().app, '/api/activate?username=waiting', { code: '000000' }));
  });

  it('limits forgotpassword per address across IPs, and per IP across addresses', async () => {
    await newUser(t().stores, { username: 'kemi', email: 'kemi@example.com' });
    const ask = (email: string, ip: string) =>
      t().app.inject({ method: 'POST', url: '/api/forgotpassword', payload: { email }, ...fromIp(ip) });
    expect((await ask('kemi@example.com', '10.0.0.1')).statusCode).toBe(200);
    expect((await ask('KEMI@example.com', '10.0.0.2')).statusCode).toBe(200);
    const limited = await ask('kemi@example.com', '10.0.0.3');
    expectLimited(limited);
    expect(t().outbox.messages).toHaveLength(2);

    expect((await ask('a@example.com', '10.0.0.9')).statusCode).toBe(200);
    expect((await ask('b@example.com', '10.0.0.9')).statusCode).toBe(200);
    expectLimited(await ask('c@example.com', '10.0.0.9'));
  });

  it('limits resendcode per username across IPs', async () => {
    await newUser(t().stores, { username: 'waiting', verified: false });
    const resend = (ip: string) =>
      t().app.inject({ method: 'POST', url: '/api/resendcode', payload: { username: 'Waiting' }, ...fromIp(ip) });
    expect((await resend('10.0.0.1')).statusCode).toBe(200);
    t().clock.advance(61_000);
    expect((await resend('10.0.0.2')).statusCode).toBe(200);
    t().clock.advance(61_000);
    expectLimited(await resend('10.0.0.3'));
  });

  it('limits resetpassword per IP', async () => {
    for (let index = 0; index < 2; index += 1) {
      const response = await post(t().app, '/api/resetpassword', { token: 'nope', password: 'Valid2027Pass', password_confirm: 'Valid2027Pass' });
      expect(json(response).message).toBe(MESSAGES.resetLinkInvalid);
    }
    expectLimited(await post(t().app, '/api/resetpassword', { token: 'nope', password: 'Valid2027Pass', password_confirm: 'Valid2027Pass' }));
  });
});

describe('RATE_LIMIT_MULTIPLIER', () => {
  const t = useTestApp({ rateLimits: { register: lowered }, env: { RATE_LIMIT_MULTIPLIER: '2' } });

  it('multiplies each maximum, so four sign-ups pass from one address and the fifth is limited', async () => {
    for (let index = 0; index < 4; index += 1) {
      const response = await post(t().app, '/api/register', registerBody({ username: `scaled_${index}`, email: `scaled${index}@example.com` }));
      expect(response.statusCode).toBe(201);
    }
    expectLimited(await post(t().app, '/api/register', registerBody()));
  });
});

describe('login limits per account and per IP', () => {
  const t = useTestApp({ rateLimits: { login: lowered, loginAccount: RATE_LIMITS.loginAccount } });
  const login = (username: string, password: string, ip: string) =>
    t().app.inject({ method: 'POST', url: '/api/login', payload: { username, password, device: 'd' }, ...fromIp(ip) });

  it('limits wrong passwords for one account from rotating IPs, whatever case or spaces the username has', async () => {
    const user = await newUser(t().stores, { username: 'kemi' });
    const other = await newUser(t().stores, { username: 'tunde' });
    const { max } = RATE_LIMITS.loginAccount;
    for (let index = 0; index < max; index += 1) {
      const username = index % 2 === 0 ? 'kemi' : '  KEMI ';
      expect((await login(username, 'Wrong2026x', `10.0.1.${index}`)).statusCode).toBe(400);
    }
    const limited = await login('kemi', 'Wrong2026x', '10.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests.replace('{wait}', waitWords(Number(limited.headers['retry-after']))) });
    // The right password waits too: the limit must not tell a guesser when it found it.
    expect((await login('kemi', user.password, '10.0.2.2')).statusCode).toBe(429);
    expect((await login('tunde', other.password, '10.0.2.3')).statusCode).toBe(200);
  });

  it('counts the account, whether it is named by its username or its e-mail', async () => {
    const user = await newUser(t().stores, { username: 'kemi', email: 'kemi@example.com' });
    const { max } = RATE_LIMITS.loginAccount;
    for (let index = 0; index < max; index += 1) {
      const name = index % 2 === 0 ? 'kemi' : 'KEMI@example.com';
      expect((await login(name, 'Wrong2026x', `10.0.4.${index}`)).statusCode).toBe(400);
    }
    expect((await login('kemi@example.com', user.password, '10.0.5.1')).statusCode).toBe(429);
    expect((await login('kemi', user.password, '10.0.5.2')).statusCode).toBe(429);
  });

  it('counts wrong current passwords of a password change against the account, as wrong logins', async () => {
    const user = await newUser(t().stores, { username: 'kemi' });
    const token = await signIn(t().app, user, 'stolen');
    const change = (current_password: string) =>
      t().app.inject({
        method: 'POST',
        url: '/api/updatedata',
        payload: { current_password, password: 'Kaduna2027Rose' },
        headers: { authorization: `Token ${token}` },
      });
    for (let index = 0; index < RATE_LIMITS.loginAccount.max; index += 1) {
      expect((await change(`Guess${index}2026x`)).statusCode).toBe(400);
    }
    expect((await change(user.password)).statusCode).toBe(429);
    expect((await login('kemi', user.password, '10.0.6.1')).statusCode).toBe(429);
  });

  it('never counts successful logins against the IP, and still counts its failures', async () => {
    const user = await newUser(t().stores);
    for (let index = 0; index < 10; index += 1) {
      expect((await login(user.username, user.password, '10.0.3.1')).statusCode).toBe(200);
    }
    expect((await login(user.username, 'Wrong2026x', '10.0.3.1')).statusCode).toBe(400);
    expect((await login('someone_else', 'Wrong2026x', '10.0.3.1')).statusCode).toBe(400);
    expectLimited(await login(user.username, user.password, '10.0.3.1'));
  });
});
