import { describe, expect, it } from 'vitest';
import { MESSAGES, ratingSummarySchema } from '../../../../src/contract';
import { roomBetween, sentText } from '../../support/chat-fixtures';
import { get, json, post, type TestApp, useTestApp } from '../../support/helpers';
import { signedInUser, signedInVendor, socialState, type Member } from '../../support/social-fixtures';

/** A buyer who wrote to the vendor in a chat: only they rate (a rating is the stars of their review). */
async function buyerWhoChatted(t: TestApp, vendor: Member): Promise<Member> {
  const buyer = await signedInUser(t);
  await sentText(t, buyer, await roomBetween(t, buyer, vendor), 'Hello, is this available?');
  return buyer;
}

describe('POST /api/rating and GET /api/rating/{username}', () => {
  const t = useTestApp();

  it('keeps one rating per buyer and vendor; sending again changes it', async () => {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const buyer = await buyerWhoChatted(t(), vendor);
    const first = await post(t().app, '/api/rating', { vendor: 'Ada_Fabrics', rating: 2 }, buyer.token);
    expect(first.statusCode).toBe(200);
    expect(ratingSummarySchema.parse(first.json())).toEqual({ average: 2, count: 1, mine: 2 });
    const changed = await post(t().app, '/api/rating', { vendor: vendor.username, rating: '5' }, buyer.token);
    expect(json(changed)).toEqual({ average: 5, count: 1, mine: 5 });
    expect((await socialState(t())).ratings).toBe(1);
  });

  it('averages to one decimal, and shows the caller their own rating', async () => {
    const vendor = await signedInVendor(t());
    const raters = [await buyerWhoChatted(t(), vendor), await buyerWhoChatted(t(), vendor), await buyerWhoChatted(t(), vendor)];
    for (const [index, rater] of raters.entries()) {
      await post(t().app, '/api/rating', { vendor: vendor.username, rating: [4, 4, 5][index] }, rater.token);
    }
    const visitor = await get(t().app, `/api/rating/${vendor.username}`);
    expect(visitor.statusCode).toBe(200);
    expect(ratingSummarySchema.parse(visitor.json())).toEqual({ average: 4.3, count: 3, mine: null });
    const [firstRater] = raters;
    if (!firstRater) throw new Error('no rater');
    expect(json(await get(t().app, `/api/rating/${vendor.username}`, firstRater.token))).toEqual({ average: 4.3, count: 3, mine: 4 });
    const unrated = await signedInVendor(t());
    expect(json(await get(t().app, `/api/rating/${unrated.username}`))).toEqual({ average: null, count: 0, mine: null });
  });

  it('refuses rating oneself, a user without a store, an unknown user, visitors and bad ratings', async () => {
    const vendor = await signedInVendor(t());
    const buyer = await signedInUser(t());
    const before = await socialState(t());
    const cases: [string | undefined, Record<string, unknown>, number, string][] = [
      [vendor.token, { vendor: vendor.username, rating: 5 }, 400, MESSAGES.cannotRateSelf],
      [vendor.token, { vendor: buyer.username, rating: 5 }, 400, MESSAGES.notAVendor],
      [buyer.token, { vendor: 'nobody_here', rating: 5 }, 404, MESSAGES.userNotFound],
      [undefined, { vendor: vendor.username, rating: 5 }, 401, MESSAGES.authenticationRequired],
      [buyer.token, { vendor: vendor.username, rating: 6 }, 400, MESSAGES.ratingInvalid],
      [buyer.token, { vendor: vendor.username, rating: 3.5 }, 400, MESSAGES.ratingInvalid],
      [buyer.token, { vendor: vendor.username }, 400, MESSAGES.ratingInvalid],
    ];
    for (const [token, body, status, message] of cases) {
      const answer = await post(t().app, '/api/rating', body, token);
      expect(answer.statusCode).toBe(status);
      expect(json(answer).message).toBe(message);
    }
    expect(await socialState(t())).toEqual(before);
    expect((await get(t().app, '/api/rating/nobody_here')).statusCode).toBe(404);
  });
});
