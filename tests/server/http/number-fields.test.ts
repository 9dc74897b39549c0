import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import { newPost } from '../support/factories';
import { get, json, post, useTestApp } from '../support/helpers';
import { signedInUser, signedInVendor, socialState } from '../support/social-fixtures';

/** JSON values that are no number, which a loose coercion would read as 1, 0 or 3. */
const NOT_NUMBERS: unknown[] = [true, false, [], [3], null, {}];

describe('number and id fields of a JSON body', () => {
  const t = useTestApp();

  it('refuses true, false, [], [3], null and {} as an id or a rating instead of reading them as 1, 0 or 3', async () => {
    const vendor = await signedInVendor(t());
    const buyer = await signedInUser(t());
    const postId = await newPost(t().stores, vendor);
    const before = await socialState(t());
    for (const value of NOT_NUMBERS) {
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['/api/saved', { post_id: value }, buyer.token, MESSAGES.missingPostId],
        ['/api/like', { post_id: value }, buyer.token, MESSAGES.missingPostId],
        ['/api/rating', { vendor: vendor.username, rating: value }, buyer.token, MESSAGES.ratingInvalid],
      ];
      for (const [url, body, token, message] of cases) {
        const answer = await post(t().app, url, body, token);
        expect(answer.statusCode, `${url} ${JSON.stringify(value)}`).toBe(400);
        expect(json(answer).message, `${url} ${JSON.stringify(value)}`).toBe(message);
      }
      const deleted = await t().app.inject({ method: 'DELETE', url: '/api/', payload: { postid: value }, headers: { authorization: `Token ${vendor.token}` } });
      expect(deleted.statusCode, `DELETE ${JSON.stringify(value)}`).toBe(400);
    }
    expect(await socialState(t())).toEqual(before);
    expect((await get(t().app, `/api/post/${postId}`)).statusCode).toBe(200);
  });

  it('refuses a delivery radius of true or [] instead of reading it as 1 or 0', async () => {
    const vendor = await signedInVendor(t());
    const fields = { title: 'Ankara', description: 'Wax print', category: 2, price: 15000, delivery_time: 'next_day' };
    for (const value of [true, [], [3], {}]) {
      const answer = await post(t().app, '/api/', { ...fields, delivery_radius: value }, vendor.token);
      expect(answer.statusCode, JSON.stringify(value)).toBe(400);
    }
    const accepted = await post(t().app, '/api/', { ...fields, delivery_radius: '15' }, vendor.token);
    expect(accepted.statusCode).toBe(201);
  });
});
