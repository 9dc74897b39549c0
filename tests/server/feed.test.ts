import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { feedAnswerSchema, LIMITS, MESSAGES, type FeedAnswer } from '../../src/contract';
import { newPost, newVendor, type TestVendor } from './factories';
import { get, json, newUser, signIn, useTestApp } from './helpers';

function feedOf(response: LightMyRequestResponse): FeedAnswer {
  expect(response.statusCode, response.body).toBe(200);
  return feedAnswerSchema.parse(response.json());
}

const titles = (answer: FeedAnswer) => answer.results.map((post) => post.title);

describe('feed', () => {
  const t = useTestApp();

  async function feed(query = '', token?: string): Promise<FeedAnswer> {
    return feedOf(await get(t().app, `/api/${query ? `?${query}` : ''}`, token));
  }

  async function postsBy(vendor: TestVendor, count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let n = 1; n <= count; n += 1) ids.push(await newPost(t().stores, vendor, { title: `Post ${n}` }));
    return ids;
  }

  it('lists posts newest first with the pagination fields', async () => {
    const vendor = await newVendor(t().stores);
    const ids = await postsBy(vendor, 5);

    const first = await feed('page=1&per_page=2&paginate=true&refresh=1732240000000');
    expect(titles(first)).toEqual(['Post 5', 'Post 4']);
    expect(first.pagination).toEqual({
      current_page: 1,
      total_pages: 3,
      has_next: true,
      has_previous: false,
      count: 5,
      count_exact: true,
      snapshot: ids[4],
    });

    const last = await feed(`page=3&per_page=2&snapshot=${first.pagination.snapshot}`);
    expect(titles(last)).toEqual(['Post 1']);
    expect(last.pagination).toMatchObject({ current_page: 3, total_pages: 3, has_next: false, has_previous: true, count: 5 });

    const beyond = await feed(`page=9&per_page=2&snapshot=${first.pagination.snapshot}`);
    expect(beyond.results).toEqual([]);
    expect(beyond.pagination).toMatchObject({ has_next: false, has_previous: true, count: 5 });

    expect((await feed()).results).toHaveLength(5);
  });

  it('answers an empty feed with zero pages', async () => {
    const answer = await feed();
    expect(answer).toEqual({
      results: [],
      pagination: { current_page: 1, total_pages: 0, has_next: false, has_previous: false, count: 0, count_exact: true, snapshot: 0 },
    });
  });

  it('shares a visitor page for a second, never a signed-in one, and a new post through the API shows at once', async () => {
    const vendor = await newVendor(t().stores);
    const token = await signIn(t().app, vendor);
    await postsBy(vendor, 2);
    expect(titles(await feed('per_page=5'))).toEqual(['Post 2', 'Post 1']);

    await newPost(t().stores, vendor, { title: 'From another process' });
    expect(titles(await feed('per_page=5&refresh=123'))).toEqual(['Post 2', 'Post 1']);
    expect(titles(await feed('per_page=5', token))).toEqual(['From another process', 'Post 2', 'Post 1']);
    t().clock.advance(1000);
    expect(titles(await feed('per_page=5'))).toEqual(['From another process', 'Post 2', 'Post 1']);

    const created = await t().app.inject({
      method: 'POST',
      url: '/api/',
      headers: { authorization: `Token ${token}` },
      payload: { title: 'Through the API', description: 'Fresh', category: 1, price: 100, delivery_time: 'same_day' },
    });
    expect(created.statusCode).toBe(201);
    expect(titles(await feed('per_page=5'))[0]).toBe('Through the API');
  });

  it('keeps later pages stable when a post is created between two pages', async () => {
    const vendor = await newVendor(t().stores);
    await postsBy(vendor, 5);
    const first = await feed('per_page=2');
    expect(titles(first)).toEqual(['Post 5', 'Post 4']);

    await newPost(t().stores, vendor, { title: 'Fresh post' });
    // Made outside the routes (another process): visitors see it once their shared page is a second old.
    t().clock.advance(1000);

    const second = await feed(`page=2&per_page=2&snapshot=${first.pagination.snapshot}`);
    expect(titles(second)).toEqual(['Post 3', 'Post 2']);
    expect(second.pagination).toMatchObject({ count: 5, total_pages: 3, snapshot: first.pagination.snapshot });

    const refreshed = await feed('per_page=2');
    expect(titles(refreshed)).toEqual(['Fresh post', 'Post 5']);
    expect(refreshed.pagination.count).toBe(6);
    expect(refreshed.pagination.snapshot).toBeGreaterThan(first.pagination.snapshot);
  });

  it('continues the next page after the last post shown, even when an earlier one is deleted meanwhile', async () => {
    const vendor = await newVendor(t().stores);
    const token = await signIn(t().app, vendor);
    const ids = await postsBy(vendor, 5);
    const first = await feed('per_page=2');
    expect(titles(first)).toEqual(['Post 5', 'Post 4']);

    const removed = await t().app.inject({ method: 'DELETE', url: '/api/', payload: { postid: ids[4] }, headers: { authorization: `Token ${token}` } });
    expect(removed.statusCode).toBe(200);

    const second = await feed(`per_page=2&page=2&snapshot=${first.pagination.snapshot}`);
    expect(titles(second)).toEqual(['Post 3', 'Post 2']);
    expect(second.pagination).toMatchObject({ count: 4, has_next: true });
    const third = await feed(`per_page=2&page=3&snapshot=${first.pagination.snapshot}`);
    expect(titles(third)).toEqual(['Post 1']);
    expect(third.pagination.has_next).toBe(false);
    expect(titles(await feed(`per_page=2&page=2&snapshot=${first.pagination.snapshot}`))).toEqual(['Post 3', 'Post 2']);
  });

  it('keeps each snapshot’s count right as posts come and go', async () => {
    const vendor = await newVendor(t().stores);
    const token = await signIn(t().app, vendor);
    for (const category_id of [1, 1, 2]) await newPost(t().stores, vendor, { category_id });
    const before = await feed('category=1&per_page=1');
    expect(before.pagination).toMatchObject({ count: 2, total_pages: 2 });

    const added = [await newPost(t().stores, vendor, { category_id: 1 }), await newPost(t().stores, vendor, { category_id: 1 })];
    await newPost(t().stores, vendor, { category_id: 2 });
    t().clock.advance(1000);
    expect((await feed('category=1&per_page=1')).pagination).toMatchObject({ count: 4, snapshot: added[1] });
    expect((await feed(`category=1&per_page=1&page=2&snapshot=${before.pagination.snapshot}`)).pagination.count).toBe(2);
    expect((await feed()).pagination.count).toBe(6);

    const removed = await t().app.inject({ method: 'DELETE', url: '/api/', payload: { postid: added[0] }, headers: { authorization: `Token ${token}` } });
    expect(removed.statusCode).toBe(200);
    expect((await feed('category=1')).pagination.count).toBe(3);
    expect((await feed()).pagination.count).toBe(5);

    // Deleted by another server process: this one's total catches up within a minute.
    await t().db.kysely.deleteFrom('posts').where('id', '=', added[1] ?? 0).execute();
    t().clock.advance(1000);
    expect((await feed('category=1')).results).toHaveLength(2);
    t().clock.advance(60_000);
    expect((await feed('category=1')).pagination.count).toBe(2);
  });

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

  it('refuses bad query values with 400 and the contract messages, never 500', async () => {
    const cases: [string, string][] = [
      ['page=0', MESSAGES.pageInvalid],
      ['page=abc', MESSAGES.pageInvalid],
      ['page=1.5', MESSAGES.pageInvalid],
      ['per_page=51', 'per_page must be a whole number from 1 to 50'],
      ['per_page=100', 'per_page must be a whole number from 1 to 50'],
      ['per_page=0', 'per_page must be a whole number from 1 to 50'],
      ['min_price=-1', MESSAGES.minPriceInvalid],
      ['min_price=cheap', MESSAGES.minPriceInvalid],
      ['max_price=abc', MESSAGES.maxPriceInvalid],
      ['lat=91&lng=3', MESSAGES.coordinatesInvalid],
      ['lat=6&lng=181', MESSAGES.coordinatesInvalid],
      ['lat=6.5', MESSAGES.coordinatesInvalid],
      ['lat=north&lng=3', MESSAGES.coordinatesInvalid],
      ['category=abc', MESSAGES.categoryRequired],
    ];
    for (const [query, message] of cases) {
      const response = await get(t().app, `/api/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).message, query).toBe(message);
      expect(json(response).errors, query).toBeDefined();
    }
    for (const query of ['category_type=furniture', 'radius=-3&lat=6&lng=3', 'snapshot=-1', `city=${'x'.repeat(101)}`]) {
      expect((await get(t().app, `/api/?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers huge pages without reaching the database with them, and refuses ids past the integer columns', async () => {
    const vendor = await newVendor(t().stores);
    await postsBy(vendor, 2);
    for (const query of ['page=9007199254740991', 'page=4000000000&per_page=50']) {
      const response = await get(t().app, `/api/?${query}`);
      expect(response.statusCode, query).toBe(200);
    }
    expect((await feed(`snapshot=${LIMITS.rowIdMax}`)).results).toHaveLength(2);
    for (const query of [`category=${LIMITS.rowIdMax + 1}`, `snapshot=${LIMITS.rowIdMax + 1}`, 'snapshot=9007199254740991']) {
      expect((await get(t().app, `/api/?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('refuses a token that is sent but invalid, and serves visitors without one', async () => {
    const response = await get(t().app, '/api/', 'not-a-real-token');
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe(MESSAGES.invalidToken);
    expect((await get(t().app, '/api')).statusCode).toBe(200);
  });
});
