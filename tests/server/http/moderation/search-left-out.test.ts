import { describe, expect, it } from 'vitest';
import { feedAnswerSchema } from '../../../../src/contract';
import { newPost, newVendor } from '../../support/factories';
import { get, post, useTestApp } from '../../support/helpers';
import { signedInUser } from '../../support/social-fixtures';

describe('GET /api/listings leaves out held posts and the posts of users the viewer blocked', () => {
  const t = useTestApp();

  it('a held post is found by no one; a blocked seller’s posts are not found by the blocker', async () => {
    const held = await newPost(t().stores, await newVendor(t().stores, { username: 'held_seller' }), { title: 'Ankara gown' });
    const seller = await newVendor(t().stores, { username: 'blocked_seller' });
    const sellerPost = await newPost(t().stores, seller, { title: 'Ankara wrapper' });
    await t().stores.reports.hold(held);
    const reader = await signedInUser(t());
    await post(t().app, '/api/blocks', { username: seller.username }, reader.token);
    const other = await signedInUser(t());

    const found = async (token?: string) => feedAnswerSchema.parse((await get(t().app, '/api/listings?q=ankara', token)).json()).results.map((item) => item.id);
    expect(await found()).toEqual([sellerPost]);
    expect(await found(other.token)).toEqual([sellerPost]);
    expect(await found(reader.token)).toEqual([]);
  });
});
