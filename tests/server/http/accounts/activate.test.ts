import { describe, expect, it } from 'vitest';
import { DURATIONS, LIMITS, MESSAGES } from '../../../../src/contract';
import { get, json, newUser, post, registerBody, tableCounts, useTestApp, type TestApp } from '../../support/helpers';

async function registered(t: TestApp): Promise<string> {
  const response = await post(t.app, '/api/register', registerBody());
  expect(response.statusCode).toBe(201);
  return t.outbox.codeFor('emeka@example.com');
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/activate?username=', () => {
  const t = useTestApp();

  it('verifies the account with the mailed code, then login works', async () => {
    const code = await registered(t());
    const response = await post(t().app, '/api/activate?username=emeka_o', { code });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, response: 'successful', message: MESSAGES.verifySuccess });
    const user = await t().stores.accounts.findByUsername('emeka_o');
    expect(user?.verified_at).not.toBeNull();
    expect(await t().stores.activation.find(user?.id ?? 0)).toBeUndefined();

    const login = await post(t().app, '/api/login', { username: 'emeka_o', password: registerBody().password, device: 'd' });
    expect(login.statusCode).toBe(200);
  });

  it('accepts the username in any case', async () => {
    const code = await registered(t());
    const response = await post(t().app, '/api/activate?username=EMEKA_O', { code });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 "Account is already verified." a second time', async () => {
    const code = await registered(t());
    await post(t().app, '/api/activate?username=emeka_o', { code });
    const again = await post(t().app, '/api/activate?username=emeka_o', { code });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ message: MESSAGES.accountAlreadyVerifiedServer });
  });

  it('refuses a wrong code and leaves the account unverified', async () => {
    const code = await registered(t());
    const response = await post(t().app, '/api/activate?username=emeka_o', { code: wrongCodeFor(code) });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(MESSAGES.invalidVerificationCode);
    expect((await t().stores.accounts.findByUsername('emeka_o'))?.verified_at).toBeNull();
  });

  it('refuses an expired code', async () => {
    const code = await registered(t());
    t().clock.advance(DURATIONS.verificationCodeLifetime + 1000);
    const response = await post(t().app, '/api/activate?username=emeka_o', { code });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(MESSAGES.verificationCodeExpired);
    expect((await t().stores.accounts.findByUsername('emeka_o'))?.verified_at).toBeNull();
  });

  it(`stops after ${LIMITS.verificationAttempts} wrong attempts, even for the right code`, async () => {
    const code = await registered(t());
    for (let attempt = 0; attempt < LIMITS.verificationAttempts; attempt += 1) {
      const wrong = await post(t().app, '/api/activate?username=emeka_o', { code: wrongCodeFor(code) });
      expect(json(wrong).message).toBe(MESSAGES.invalidVerificationCode);
    }
    const blocked = await post(t().app, '/api/activate?username=emeka_o', { code });
    expect(blocked.statusCode).toBe(400);
    expect(json(blocked).message).toBe(MESSAGES.tooManyVerificationAttempts);
    expect((await t().stores.accounts.findByUsername('emeka_o'))?.verified_at).toBeNull();
  });

  it('refuses malformed codes and a missing username without touching the attempts', async () => {
    const code = await registered(t());
    const before = await tableCounts(t().db);
    for (const body of [{}, { code: '12345' }, { code: '1234567' }, { code: 'abcdef' }, { code: 123456 }]) {
      const response = await post(t().app, '/api/activate?username=emeka_o', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response)).toMatchObject({ message: MESSAGES.enterAllDigits, errors: { code: [MESSAGES.enterAllDigits] } });
    }
    const missing = await post(t().app, '/api/activate', { code });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe(MESSAGES.missingUsername);
    const user = await t().stores.accounts.findByUsername('emeka_o');
    expect((await t().stores.activation.find(user?.id ?? 0))?.attempts).toBe(0);
    expect(await tableCounts(t().db)).toEqual(before);
  });

  it('answers 404 for an unknown username', async () => {
    const response = await post(t().app, '/api/activate?username=nobody_here', { code: '123456' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: MESSAGES.userNotFound });
  });
});

describe('POST /api/resendcode', () => {
  const t = useTestApp();

  it('waits 60 s between codes (429 with Retry-After), then mails a new code that replaces the old one', async () => {
    const first = await registered(t());
    const early = await post(t().app, '/api/resendcode', { username: 'emeka_o' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    expect(json(early).message).toBe('Please wait 1 minute before requesting a new code.');

    t().clock.advance(45_000);
    const stillEarly = await post(t().app, '/api/resendcode', { username: 'emeka_o' });
    expect(stillEarly.headers['retry-after']).toBe('15');

    t().clock.advance(15_000);
    const response = await post(t().app, '/api/resendcode', { username: 'emeka_o' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ response: 'successful', message: MESSAGES.resendSuccess, retry_after: 60 });
    const second = t().outbox.codeFor('emeka@example.com');
    expect(t().outbox.messages).toHaveLength(2);

    if (second !== first) {
      const old = await post(t().app, '/api/activate?username=emeka_o', { code: first });
      expect(json(old).message).toBe(MESSAGES.invalidVerificationCode);
    }
    const fresh = await post(t().app, '/api/activate?username=emeka_o', { code: second });
    expect(fresh.statusCode).toBe(200);
  });

  it('gives back the attempts and the lifetime with the new code', async () => {
    const first = await registered(t());
    for (let attempt = 0; attempt < LIMITS.verificationAttempts; attempt += 1) {
      await post(t().app, '/api/activate?username=emeka_o', { code: wrongCodeFor(first) });
    }
    t().clock.advance(DURATIONS.verificationCodeLifetime + 1);
    await post(t().app, '/api/resendcode', { username: 'emeka_o' });
    const code = t().outbox.codeFor('emeka@example.com');
    const response = await post(t().app, '/api/activate?username=emeka_o', { code });
    expect(response.statusCode).toBe(200);
  });

  it('refuses verified and unknown accounts and a missing username', async () => {
    await newUser(t().stores, { username: 'already_done' });
    const verified = await post(t().app, '/api/resendcode', { username: 'already_done' });
    expect(verified.statusCode).toBe(400);
    expect(json(verified).message).toBe(MESSAGES.accountAlreadyVerifiedServer);

    const unknown = await post(t().app, '/api/resendcode', { username: 'nobody_here' });
    expect(unknown.statusCode).toBe(404);

    const missing = await post(t().app, '/api/resendcode', { username: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe(MESSAGES.missingUsername);
    expect(t().outbox.messages).toHaveLength(0);
  });
});

describe('GET /api/resendcode?username=', () => {
  const t = useTestApp();
  const cooldown = async (username: string) => get(t().app, `/api/resendcode?username=${encodeURIComponent(username)}`);

  it('tells how many seconds are left before a resend is taken, so the countdown starts there', async () => {
    await registered(t());
    expect(json(await cooldown('emeka_o'))).toEqual({ retry_after: 60 });
    t().clock.advance(45_500);
    expect(json(await cooldown('EMEKA@example.com'))).toEqual({ retry_after: 15 });
    t().clock.advance(14_500);
    expect(json(await cooldown('emeka_o'))).toEqual({ retry_after: 0 });
    // What it says holds: the resend is taken at once.
    expect((await post(t().app, '/api/resendcode', { username: 'emeka_o' })).statusCode).toBe(200);
    expect(json(await cooldown('emeka_o'))).toEqual({ retry_after: 60 });
  });

  it('answers 0 when the last mail failed (its cooldown lifted), and tells nothing of verified and unknown accounts', async () => {
    const user = await newUser(t().stores, { username: 'mail_failed', verified: false });
    await t().stores.activation.issue(user.id);
    await t().stores.activation.liftCooldown(user.id);
    expect(json(await cooldown('mail_failed'))).toEqual({ retry_after: 0 });

    // Not rate limited, so it must not tell who exists: the resend itself says why it is refused.
    await newUser(t().stores, { username: 'already_done' });
    for (const username of ['already_done', 'nobody_here']) {
      const answer = await cooldown(username);
      expect(answer.statusCode).toBe(200);
      expect(json(answer)).toEqual({ retry_after: 0 });
    }
    expect((await post(t().app, '/api/resendcode', { username: 'nobody_here' })).statusCode).toBe(404);
    const missing = await get(t().app, '/api/resendcode');
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe(MESSAGES.missingUsername);
  });
});
