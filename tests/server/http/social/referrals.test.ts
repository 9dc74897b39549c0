import { describe, expect, it } from 'vitest';
import { MESSAGES, referralCheckAnswerSchema, referralCodeAnswerSchema, referralStatsAnswerSchema } from '../../../../src/contract';
import { newPost, newVendor } from '../../support/factories';
import { get, json, post, registerBody, useTestApp } from '../../support/helpers';
import { signedInUser } from '../../support/social-fixtures';

describe('GET /api/referral/code and GET /api/referral/stats', () => {
  const t = useTestApp();

  it('answers the same code every time, with the register link', async () => {
    const member = await signedInUser(t());
    const first = await get(t().app, '/api/referral/code', member.token);
    expect(first.statusCode).toBe(200);
    const { code, link } = referralCodeAnswerSchema.parse(first.json());
    expect(code).toBe(member.referral_code);
    expect(link).toBe(`http://market.test/register?ref=${code}`);
    expect(json(await get(t().app, '/api/referral/code', member.token))).toEqual({ code, link });
  });

  it('counts sign-ups with the code; converted means activated and posted', async () => {
    const referrer = await signedInUser(t());
    const register = (username: string) =>
      post(t().app, '/api/register', registerBody({ username, email: `${username}@example.com`, referral_code: referrer.referral_code.toLowerCase() }));
    for (const username of ['pending_friend', 'active_friend', 'posting_friend']) expect((await register(username)).statusCode).toBe(201);

    const activate = async (username: string) => {
      const user = await t().stores.accounts.findByUsername(username);
      if (!user) throw new Error(`${username} was not registered`);
      await t().stores.accounts.markVerified(user.id);
      return user;
    };
    await activate('active_friend');
    const poster = await activate('posting_friend');
    await t().stores.accounts.saveMarketInfo({ user_id: poster.id, marketname: 'Friend Store' });
    const market = await t().stores.accounts.marketInfo(poster.id);
    if (!market) throw new Error('the store was not saved');
    await newPost(t().stores, { ...poster, password: '', market });
    await newPost(t().stores, await newVendor(t().stores, { username: 'unrelated_vendor' }));

    const answer = await get(t().app, '/api/referral/stats', referrer.token);
    expect(answer.statusCode).toBe(200);
    const stats = referralStatsAnswerSchema.parse(answer.json());
    expect(stats.total_referrals).toBe(3);
    expect(stats.converted_referrals).toBe(1);
    expect(Object.fromEntries(stats.referred_users.map((user) => [user.username, user.converted]))).toEqual({
      pending_friend: false,
      active_friend: false,
      posting_friend: true,
    });
    for (const user of stats.referred_users) expect(user.date_joined).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const stranger = await signedInUser(t());
    expect(json(await get(t().app, '/api/referral/stats', stranger.token))).toEqual({ total_referrals: 0, converted_referrals: 0, referred_users: [] });
  });

  it('needs a login', async () => {
    for (const url of ['/api/referral/code', '/api/referral/stats']) {
      const answer = await get(t().app, url);
      expect(answer.statusCode).toBe(401);
      expect(json(answer)).toEqual({ message: MESSAGES.authenticationRequired });
    }
  });
});

describe('GET /api/referral/check', () => {
  const t = useTestApp();

  it('says whether a code belongs to someone, without a login', async () => {
    const referrer = await signedInUser(t());
    const known = await get(t().app, `/api/referral/check?code=${referrer.referral_code.toLowerCase()}`);
    expect(known.statusCode).toBe(200);
    expect(referralCheckAnswerSchema.parse(known.json())).toEqual({ code: referrer.referral_code, valid: true });

    expect(json(await get(t().app, '/api/referral/check?code=NOSUCHCODE'))).toEqual({ code: 'NOSUCHCODE', valid: false });
  });

  it('refuses a missing code with the invalid referral code text', async () => {
    const answer = await get(t().app, '/api/referral/check');
    expect(answer.statusCode).toBe(400);
    expect(json(answer)).toMatchObject({ message: MESSAGES.invalidReferralCode });
  });
});
