import { describe, expect, it } from 'vitest';
import { nearbyProductsAnswerSchema } from '../../../../src/contract';
import { newPost, newVendor } from '../../support/factories';
import { get, post, useTestApp } from '../../support/helpers';
import { signedInUser } from '../../support/social-fixtures';

describe('GET /api/nearby/products leaves out held posts and the posts of users the viewer blocked', () => {
  const t = useTestApp();

  it('a held post is no one’s; a blocked seller’s posts are not the blocker’s', async () => {
    const market = { business_latitude: 6.6018, business_longitude: 3.3515 };
    const held = await newPost(t().stores, await newVendor(t().stores, { username: 'held_seller', market }));
    const seller = await newVendor(t().stores, { username: 'blocked_seller', market });
    const sellerPost = await newPost(t().stores, seller);
    await t().stores.reports.hold(held);
    const reader = await signedInUser(t());
    await post(t().app, '/api/blocks', { username: seller.username }, reader.token);
    const other = await signedInUser(t());

    const idsFor = async (token?: string) =>
      nearbyProductsAnswerSchema.parse((await get(t().app, '/api/nearby/products?lat=6.6018&lng=3.3515', token)).json()).results.map((found) => found.id);
    expect(await idsFor()).toEqual([sellerPost]);
    expect(await idsFor(other.token)).toEqual([sellerPost]);
    expect(await idsFor(reader.token)).toEqual([]);
  });
});
