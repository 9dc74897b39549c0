import { describe, expect, it } from 'vitest';
import { currentUserAnswerSchema } from '../../../../src/contract';
import { roomBetween, sentText } from '../../support/chat-fixtures';
import { newPost } from '../../support/factories';
import { get, post, useTestApp, type TestApp } from '../../support/helpers';
import { signedInUser, signedInVendor } from '../../support/social-fixtures';

async function profileOf(t: TestApp, username: string, token?: string) {
  const answer = await get(t.app, `/api/fetchcurruserdetails?username=${username}`, token);
  expect(answer.statusCode).toBe(200);
  return currentUserAnswerSchema.parse(answer.json()).currentuser;
}

const picture = (name: string) => ({ kind: 'image' as const, url: `/media/posts/${name}.webp`, width: 800, height: 600 });

describe('GET /api/fetchcurruserdetails: the public profile', () => {
  const t = useTestApp();

  it("lists the user's posts newest first, followers, counts and the rating", async () => {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const older = await newPost(t().stores, vendor, { title: 'Aso-oke', category_id: 2, delivery_time: 'same_day', media: [picture('a'), picture('b')] });
    t().clock.advance(1000);
    const newer = await newPost(t().stores, vendor, { title: 'Lace', category_id: 2, delivery_time: 'next_day', price: 0 });
    const buyer = await signedInUser(t(), { username: 'buyer_one' });
    const fan = await signedInUser(t(), { username: 'fan_two' });
    await post(t().app, '/api/follow', { user: vendor.username }, buyer.token);
    await post(t().app, '/api/follow', { user: vendor.username }, fan.token);
    await post(t().app, '/api/follow', { user: fan.username }, vendor.token);
    await post(t().app, '/api/like', { post_id: older }, buyer.token);
    // A rating is the stars of a review: only a buyer who wrote to the vendor in a chat gives one.
    for (const rater of [buyer, fan]) await sentText(t(), rater, await roomBetween(t(), rater, vendor), 'Is the lace still available?');
    await post(t().app, '/api/rating', { vendor: vendor.username, rating: 4 }, buyer.token);
    await post(t().app, '/api/rating', { vendor: vendor.username, rating: 5 }, fan.token);

    const seenByBuyer = await profileOf(t(), 'ada_fabrics', buyer.token);
    expect(seenByBuyer.posts).toEqual([
      {
        id: newer,
        title: 'Lace',
        description: expect.any(String),
        price: 0,
        category: { id: 2, name: 'Fashion & Clothing' },
        images: [],
        delivery: 'Next day',
        no_of_likes: 0,
        created_at: expect.any(String),
        sold: false,
        renewed_at: expect.any(String),
      },
      expect.objectContaining({ id: older, images: ['/media/posts/a.webp', '/media/posts/b.webp'], delivery: 'Same day', no_of_likes: 1 }),
    ]);
    expect(seenByBuyer.followers.map((entry) => entry.follower).sort()).toEqual(['buyer_one', 'fan_two']);
    expect(seenByBuyer.others).toEqual({ posts_length: 2, user_followers: 2, user_following: 1 });
    expect(seenByBuyer.is_following).toBe(true);
    expect(seenByBuyer.rating).toEqual({ average: 4.5, count: 2, mine: 4 });
    expect(seenByBuyer.saved_posts).toEqual([]);

    const seenByVisitor = await profileOf(t(), 'ada_fabrics');
    expect(seenByVisitor).toMatchObject({ is_following: false, rating: { average: 4.5, count: 2, mine: null }, saved_posts: [] });
    expect(seenByVisitor.posts).toHaveLength(2);
  });

  it("shows the caller's saved posts only on their own profile", async () => {
    const vendor = await signedInVendor(t());
    const postId = await newPost(t().stores, vendor, { title: 'Saved one' });
    const buyer = await signedInUser(t(), { username: 'saver' });
    await post(t().app, '/api/saved', { post_id: postId }, buyer.token);

    const own = await profileOf(t(), 'saver', buyer.token);
    expect(own.saved_posts).toEqual([expect.objectContaining({ id: postId, title: 'Saved one' })]);
    expect(own).toMatchObject({ is_self: true, is_following: false, posts: [], others: { posts_length: 0 } });
    expect((await profileOf(t(), 'saver', vendor.token)).saved_posts).toEqual([]);
    expect((await profileOf(t(), 'saver')).saved_posts).toEqual([]);
  });

  it('keeps the display rules: phone and bio only when the user shows them', async () => {
    const vendor = await signedInVendor(t(), { username: 'quiet_vendor', market: { display_phone: 0 } });
    await t().stores.accounts.updateProfile(vendor.id, { bio: 'Private bio', display_bio: 0 });
    const buyer = await signedInUser(t());
    const seen = await profileOf(t(), 'quiet_vendor', buyer.token);
    expect(seen).toMatchObject({ phone: '', bio: '', display_bio: false, vendor: { display_phone: false } });
    await t().stores.accounts.updateProfile(vendor.id, { display_bio: 1 });
    expect(await profileOf(t(), 'quiet_vendor', buyer.token)).toMatchObject({ bio: 'Private bio', display_bio: true });
  });
});
