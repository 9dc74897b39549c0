import { describe, expect, it } from 'vitest';
import { postAuthorSchema, postSchema } from '../../../../src/contract';
import { feedReads } from './feed-reads';
import { newPost, newVendor } from '../../support/factories';
import { newUser, signIn, useTestApp } from '../../support/helpers';

describe('the posts a feed page shows', () => {
  const t = useTestApp();
  const { feed, postsBy } = feedReads(t);

  it('fills liked and saved for the caller and false for visitors', async () => {
    const vendor = await newVendor(t().stores);
    const [liked, saved] = await postsBy(vendor, 2);
    const buyer = await newUser(t().stores);
    const token = await signIn(t().app, buyer);
    const now = t().clock.now().toISOString();
    await t().db.kysely.insertInto('likes').values({ post_id: liked ?? 0, user_id: buyer.id, created_at: now }).execute();
    await t().db.kysely.insertInto('saved_posts').values({ post_id: saved ?? 0, user_id: buyer.id, created_at: now }).execute();

    const mine = await feed('', token);
    expect(mine.results.map(({ id, liked: isLiked, saved: isSaved }) => [id, isLiked, isSaved])).toEqual([
      [saved, false, true],
      [liked, true, false],
    ]);
    const visitor = await feed('');
    expect(visitor.results.every((post) => !post.liked && !post.saved)).toBe(true);
  });

  it('shows each post with its media, category, delivery time and seller', async () => {
    const vendor = await newVendor(t().stores, {
      username: 'ada_fabrics',
      firstName: 'Ada',
      lastName: 'Okafor',
      phone: '+2348031234567',
      market: { marketname: "Ada's Fabrics", phone: '+2348030000001', display_phone: 1, allow_comments: 0, verified: 1 },
    });
    const quiet = await newVendor(t().stores, { market: { display_phone: 0, phone: '+2348030000002' } });
    const buyer = await newUser(t().stores, { username: 'plain_buyer' });
    const variants = [{ width: 400, url: '/media/posts/2026/03/a-400.webp' }, { width: 800, url: '/media/posts/2026/03/a-800.webp' }];
    await newPost(t().stores, vendor, {
      title: 'Aso-oke',
      price: 0,
      delivery_radius: 12,
      media: [
        { kind: 'image', url: '/media/posts/2026/03/a-800.webp', width: 800, height: 600, variants: JSON.stringify(variants) },
        { kind: 'video', url: '/media/posts/2026/03/b.mp4', width: null, height: null, variants: '[]' },
      ],
    });
    await newPost(t().stores, quiet, { title: 'Quiet' });
    // A post whose author has no store (written before the store was removed, say).
    await newPost(t().stores, { ...buyer, market: { ...vendor.market, user_id: buyer.id } }, { title: 'Storeless' });

    const [storeless, quietPost, aso] = (await feed()).results;
    expect(aso).toMatchObject({
      title: 'Aso-oke',
      price: 0,
      delivery_radius: 12,
      no_of_likes: 0,
      no_of_comments: 0,
      category: { id: 2, name: 'Fashion & Clothing', slug: 'fashion-and-clothing', category_type: 'product' },
      delivery_time: { id: 2, value: 'next_day', label: 'Next day' },
      created_at: t().clock.now().toISOString(),
      images: [
        { kind: 'image', url: '/media/posts/2026/03/a-800.webp', width: 800, height: 600, variants },
        { kind: 'video', url: '/media/posts/2026/03/b.mp4', width: null, height: null, variants: [] },
      ],
      user: {
        username: 'ada_fabrics',
        first_name: 'Ada',
        last_name: 'Okafor',
        is_verified: true,
        profile: { phone: '+2348031234567', city: 'Lagos', marketname: "Ada's Fabrics" },
        vendor: { marketname: "Ada's Fabrics", city: 'Ikeja', state: 'Lagos', phone: '+2348030000001', display_phone: true, allow_comments: false },
      },
    });
    expect(quietPost?.user).toMatchObject({ is_verified: false, profile: { phone: '' }, vendor: { phone: '', display_phone: false, allow_comments: true } });
    expect(storeless?.user).toMatchObject({ username: 'plain_buyer', is_verified: false, vendor: null, profile: { marketname: '', phone: '' } });
  });

  it('shows each field the contract names, and no other', async () => {
    const vendor = await newVendor(t().stores);
    await newPost(t().stores, vendor, { media: [{ kind: 'image', url: '/media/posts/a.webp', width: 10, height: 10, variants: '[]' }] });
    const [shown] = (await feed()).results;
    const keysOf = (value: object) => Object.keys(value).sort();
    expect(keysOf(shown ?? {})).toEqual(keysOf(postSchema.shape));
    expect(keysOf(shown?.user ?? {})).toEqual(keysOf(postAuthorSchema.shape));
    expect(postSchema.safeParse(shown).success).toBe(true);
  });

  it("shows the store's phone when the seller has none, the seller's when the store has none", async () => {
    const noUserPhone = await newVendor(t().stores, { phone: '', market: { display_phone: 1, phone: '+2348030000003' } });
    const noStorePhone = await newVendor(t().stores, { phone: '+2348031110004', market: { display_phone: 1, phone: '' } });
    await newPost(t().stores, noUserPhone, { title: 'Store phone' });
    await newPost(t().stores, noStorePhone, { title: 'Seller phone' });

    const [sellerPhone, storePhone] = (await feed()).results;
    expect(storePhone?.user).toMatchObject({ profile: { phone: '+2348030000003' }, vendor: { phone: '+2348030000003' } });
    expect(sellerPhone?.user).toMatchObject({ profile: { phone: '+2348031110004' }, vendor: { phone: '+2348031110004' } });
  });

  it('shows a photo whose sizes cannot be read with none', async () => {
    const vendor = await newVendor(t().stores);
    await newPost(t().stores, vendor, { media: [{ kind: 'image', url: '/media/posts/b.webp', width: 10, height: 10, variants: 'not json' }] });
    const [shown] = (await feed()).results;
    expect(shown?.images).toEqual([{ kind: 'image', url: '/media/posts/b.webp', width: 10, height: 10, variants: [] }]);
  });
});
