import { describe, expect, it } from 'vitest';
import { feedReads, titles } from './feed-reads';
import { newPost, newVendor } from '../../support/factories';
import { newUser, signIn, useTestApp } from '../../support/helpers';

describe('feed filters and hidden posts', () => {
  const t = useTestApp();
  const { feed, postsBy } = feedReads(t);

  it('narrows by category, type, price, delivery time, state and city', async () => {
    const lagos = await newVendor(t().stores, { market: { city: ' Ikeja ', state: 'Lagos' } });
    const abuja = await newVendor(t().stores, { market: { city: 'Wuse', state: 'FCT Abuja' } });
    await newPost(t().stores, lagos, { title: 'Phone', category_id: 1, price: 90000, delivery_time: 'same_day' });
    await newPost(t().stores, lagos, { title: 'Shirt', category_id: 2, price: 8000, delivery_time: 'next_day' });
    await newPost(t().stores, abuja, { title: 'Logo design', category_id: 17, category_type: 'service', price: 25000, delivery_time: '1_week' });
    await newPost(t().stores, abuja, { title: 'Free tutoring', category_id: 25, category_type: 'service', price: 0, delivery_time: 'same_day' });

    expect(titles(await feed('category=1'))).toEqual(['Phone']);
    expect(titles(await feed('category_type=service'))).toEqual(['Free tutoring', 'Logo design']);
    expect(titles(await feed('category_type=product&category=2'))).toEqual(['Shirt']);
    expect(titles(await feed('min_price=8000'))).toEqual(['Logo design', 'Shirt', 'Phone']);
    expect(titles(await feed('max_price=8000'))).toEqual(['Free tutoring', 'Shirt']);
    expect(titles(await feed('min_price=8000&max_price=30000'))).toEqual(['Logo design', 'Shirt']);
    expect(titles(await feed('delivery_time=same_day'))).toEqual(['Free tutoring', 'Phone']);
    expect(titles(await feed('state=%20LAGOS%20'))).toEqual(['Shirt', 'Phone']);
    expect(titles(await feed('state=fct%20abuja'))).toEqual(['Free tutoring', 'Logo design']);
    expect(titles(await feed('state=Abuja'))).toEqual([]);
    expect(titles(await feed('city=ikeja'))).toEqual(['Shirt', 'Phone']);
    expect(titles(await feed('city=IKEJA&category=1'))).toEqual(['Phone']);
    expect(titles(await feed('city=Wuse&delivery_time=same_day'))).toEqual(['Free tutoring']);
    expect(titles(await feed('city=Kano'))).toEqual([]);
    expect((await feed('category_type=service')).pagination.count).toBe(2);
    expect(titles(await feed('state=&city=%20%20'))).toHaveLength(4);
  });

  it('keeps posts within the radius of lat/lng, leaving out posts without coordinates', async () => {
    const ikeja = await newVendor(t().stores, { market: { business_latitude: 6.6018, business_longitude: 3.3515 } });
    const lekki = await newVendor(t().stores, { market: { business_latitude: 6.4698, business_longitude: 3.5852 } });
    const ibadan = await newVendor(t().stores, { market: { business_latitude: 7.3775, business_longitude: 3.947 } });
    const unplaced = await newVendor(t().stores);
    await newPost(t().stores, ikeja, { title: 'Ikeja' });
    await newPost(t().stores, lekki, { title: 'Lekki' });
    await newPost(t().stores, ibadan, { title: 'Ibadan' });
    await newPost(t().stores, unplaced, { title: 'Nowhere' });

    // Ikeja to Lekki is about 30 km; Ikeja to Ibadan about 108 km.
    const near = 'lat=6.6018&lng=3.3515';
    expect(titles(await feed(`${near}&radius=5`))).toEqual(['Ikeja']);
    expect(titles(await feed(`${near}&radius=29`))).toEqual(['Ikeja']);
    expect(titles(await feed(`${near}&radius=31`))).toEqual(['Lekki', 'Ikeja']);
    expect(titles(await feed(near))).toEqual(['Lekki', 'Ikeja']);
    expect(titles(await feed(`${near}&radius=120`))).toEqual(['Ibadan', 'Lekki', 'Ikeja']);
    expect((await feed(`${near}&radius=120`)).pagination.count).toBe(3);
    expect(titles(await feed('radius=5'))).toEqual(['Nowhere', 'Ibadan', 'Lekki', 'Ikeja']);
    expect(titles(await feed('lat=-33.86&lng=151.2&radius=20000'))).toEqual(['Ibadan', 'Lekki', 'Ikeja']);
  });

  it('leaves out the posts a signed-in user hid, for that user only', async () => {
    const vendor = await newVendor(t().stores);
    const [first, second, third] = await postsBy(vendor, 3);
    const hider = await newUser(t().stores);
    const other = await newUser(t().stores);
    const hiderToken = await signIn(t().app, hider);
    const otherToken = await signIn(t().app, other);
    expect((await feed('', hiderToken)).pagination.count).toBe(3);

    await t().db.kysely
      .insertInto('hidden_posts')
      .values({ user_id: hider.id, post_id: second ?? 0, created_at: t().clock.now().toISOString() })
      .execute();

    const hidden = await feed('', hiderToken);
    expect(hidden.results.map((post) => post.id)).toEqual([third, first]);
    expect(hidden.pagination.count).toBe(2);
    expect((await feed('', otherToken)).results.map((post) => post.id)).toEqual([third, second, first]);
    expect((await feed('')).pagination.count).toBe(3);
    expect((await feed('per_page=1&page=2', hiderToken)).results.map((post) => post.id)).toEqual([first]);
  });
});
