import { describe, expect, it } from 'vitest';
import { feedAnswerSchema, POST_LIFE, type FeedAnswer } from '../../../../src/contract';
import { FEED_COUNT_CAP } from '../../../../server/store/feed/feed-counts';
import { newVendor } from '../../support/factories';
import { get, post, useTestApp } from '../../support/helpers';
import { signedInUser } from '../../support/social-fixtures';

const ROWS_PER_INSERT = 250;

describe('feed count beyond the cap', () => {
  const t = useTestApp();

  async function feed(query: string): Promise<FeedAnswer> {
    const response = await get(t().app, `/api/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return feedAnswerSchema.parse(response.json());
  }

  /** `count` posts in category 3 at 100 naira, straight into the table (a thousand posts through the store take too long). */
  async function cheapPosts(count: number, position = { latitude: null as number | null, longitude: null as number | null }, price = 100): Promise<void> {
    const vendor = await newVendor(t().stores);
    const row = { user_id: vendor.id, title: 'Cheap', description: '', caption: '', price, category_id: 3, category_type: 'product' as const,
      delivery_time: 'next_day', delivery_radius: null, city_key: 'ikeja', state_key: 'lagos', ...position, created_at: new Date().toISOString(), renewed_at: new Date().toISOString() };
    for (let first = 0; first < count; first += ROWS_PER_INSERT) {
      await t().db.kysely.insertInto('posts').values(Array.from({ length: Math.min(ROWS_PER_INSERT, count - first) }, () => row)).execute();
    }
  }

  it('says "at least" the cap when more posts match, while has_next stays exact to the last page', async () => {
    await cheapPosts(FEED_COUNT_CAP + 5);
    const first = await feed('category=3&max_price=200&per_page=10');
    expect(first.pagination).toMatchObject({ count: FEED_COUNT_CAP, count_exact: false, total_pages: FEED_COUNT_CAP / 10, has_next: true });

    const lastPage = FEED_COUNT_CAP / 10 + 1;
    const last = await feed(`category=3&max_price=200&per_page=10&page=${lastPage}&snapshot=${first.pagination.snapshot}`);
    expect(last.results).toHaveLength(5);
    expect(last.pagination).toMatchObject({ count: FEED_COUNT_CAP + 5, count_exact: false, has_next: false });
  });

  it('counts exactly up to the cap', async () => {
    await cheapPosts(FEED_COUNT_CAP);
    const first = await feed('category=3&min_price=100&state=Lagos&per_page=10');
    expect(first.pagination).toMatchObject({ count: FEED_COUNT_CAP, count_exact: true, has_next: true });
  });

  it('says "at least" the cap for a location filter whose circle holds more posts, and its pages show them', async () => {
    // 8.4 km north-east of the centre: inside a 10 km circle, near the corner of the square counted first.
    await cheapPosts(FEED_COUNT_CAP + 5, { latitude: 6.55342, longitude: 3.45375 });
    await cheapPosts(3, { latitude: 6.6, longitude: 3.4 }); // 11 km north: outside the circle
    const first = await feed('lat=6.5&lng=3.4&radius=10&per_page=10');
    expect(first.results).toHaveLength(10);
    expect(first.pagination).toMatchObject({ count: FEED_COUNT_CAP, count_exact: false, has_next: true });

    const wider = await feed('lat=6.5&lng=3.4&radius=12&per_page=10');
    expect(wider.pagination).toMatchObject({ count: FEED_COUNT_CAP, count_exact: false });
  });

  it('counts a location filter exactly below the cap, posts outside the circle left out', async () => {
    await cheapPosts(7, { latitude: 6.55342, longitude: 3.45375 });
    await cheapPosts(3, { latitude: 6.6, longitude: 3.4 });
    const first = await feed('lat=6.5&lng=3.4&radius=10&per_page=5');
    expect(first.pagination).toMatchObject({ count: 7, count_exact: true, has_next: true });
  });

  it('counts a narrow price range among many posts of the filter exactly, and a later page leaves out posts newer than its snapshot', async () => {
    const noPlace = { latitude: null, longitude: null };
    await cheapPosts(5, noPlace, 5000);
    await cheapPosts(FEED_COUNT_CAP + 200, noPlace, 100);
    await cheapPosts(4, noPlace, 5000);
    const first = await feed('category=3&min_price=4000&max_price=6000&per_page=5');
    expect(first.pagination).toMatchObject({ count: 9, count_exact: true, has_next: true });
    const priceOnly = await feed('min_price=4000&max_price=6000&per_page=5');
    expect(priceOnly.pagination).toMatchObject({ count: 9, count_exact: true });

    await cheapPosts(3, noPlace, 5000);
    const second = await feed(`category=3&min_price=4000&max_price=6000&per_page=5&page=2&snapshot=${first.pagination.snapshot}`);
    expect(second.results).toHaveLength(4);
    expect(second.pagination).toMatchObject({ count: 9, count_exact: true, has_next: false });
  });

  it('counts exactly a filter whose newest posts are dense but few in all', async () => {
    const noPlace = { latitude: null, longitude: null };
    await cheapPosts(2 * FEED_COUNT_CAP + 100, noPlace, 100);
    await cheapPosts(25, noPlace, 5000);
    const first = await feed('category=3&min_price=4000&per_page=10');
    expect(first.pagination).toMatchObject({ count: 25, count_exact: true, total_pages: 3, has_next: true });
  });

  it('counts a location filter with a category, and leaves out what the viewer hid, on both sides of the cap', async () => {
    const inCircle = { latitude: 6.55342, longitude: 3.45375 };
    await cheapPosts(FEED_COUNT_CAP + 5, inCircle);
    const few = await feed('lat=6.5&lng=3.4&radius=10&category=4&per_page=5');
    expect(few.pagination).toMatchObject({ count: 0, count_exact: true });
    expect((await feed('lat=6.5&lng=3.4&radius=10&category=3&per_page=5')).pagination).toMatchObject({ count: FEED_COUNT_CAP, count_exact: false });

    const viewer = await signedInUser(t());
    const { results } = await feed('lat=6.5&lng=3.4&radius=10&category=3&per_page=10');
    for (const shown of results) await post(t().app, '/api/hidden', { post_id: shown.id, action: true }, viewer.token);
    const seen = await get(t().app, '/api/?lat=6.5&lng=3.4&radius=10&category=3&per_page=10', viewer.token);
    const answer = feedAnswerSchema.parse(seen.json());
    expect(answer.results.map((shown) => shown.id)).not.toContain(results[0]?.id);
    // 1,005 in the circle, 10 hidden: 995, below the cap, counted exactly.
    expect(answer.pagination).toMatchObject({ count: FEED_COUNT_CAP - 5, count_exact: true });
  });

  it("leaves out what the viewer hid when it says whether the feed passes the cap", async () => {
    await cheapPosts(FEED_COUNT_CAP + 5);
    const viewer = await signedInUser(t());
    const countFor = async () => feedAnswerSchema.parse((await get(t().app, '/api/?per_page=10', viewer.token)).json()).pagination;
    const hide = async (count: number) => {
      const { results } = feedAnswerSchema.parse((await get(t().app, '/api/?per_page=10', viewer.token)).json());
      for (const shown of results.slice(0, count)) await post(t().app, '/api/hidden', { post_id: shown.id, action: true }, viewer.token);
    };
    await hide(3);
    // 1,005 posts, 3 hidden: 1,002 still pass the cap.
    expect(await countFor()).toMatchObject({ count: FEED_COUNT_CAP, count_exact: false, has_next: true });
    await hide(3);
    // 6 hidden: 999 left, counted exactly.
    expect(await countFor()).toMatchObject({ count: FEED_COUNT_CAP - 1, count_exact: true, has_next: true });
  });

  it('believes a feed seen past the cap for five seconds, then counts it again; has_next stays exact meanwhile', async () => {
    await cheapPosts(FEED_COUNT_CAP + 2);
    const viewer = await signedInUser(t());
    const pageOne = async () => feedAnswerSchema.parse((await get(t().app, '/api/?per_page=10', viewer.token)).json()).pagination;
    expect(await pageOne()).toMatchObject({ count: FEED_COUNT_CAP, count_exact: false, has_next: true });

    // The three oldest sold out of the store's sight (the newest, the page's snapshot, stays): 999 left.
    const oldest = await t().db.kysely.selectFrom('posts').select('id').orderBy('id').limit(3).execute();
    await t().db.kysely.updateTable('posts').set({ sold: 1 }).where('id', 'in', oldest.map((row) => row.id)).execute();
    t().clock.advance(4_000);
    expect(await pageOne()).toMatchObject({ count: FEED_COUNT_CAP, count_exact: false, has_next: true });
    t().clock.advance(1_000);
    expect(await pageOne()).toMatchObject({ count: FEED_COUNT_CAP - 1, count_exact: true, has_next: true });
  });

  it('pages a circle holding few of many posts newest first, and counts it exactly', async () => {
    const inCircle = { latitude: 6.55342, longitude: 3.45375 };
    await cheapPosts(4, inCircle);
    await cheapPosts(3, { latitude: 6.52, longitude: 3.41 });
    // Newer posts far away (Kano): the newest 500 hold none of the circle's, so the page is found by place.
    await cheapPosts(600, { latitude: 12.0022, longitude: 8.592 });
    const first = await feed('lat=6.5&lng=3.4&radius=10&per_page=5');
    expect(first.results).toHaveLength(5);
    expect(first.pagination).toMatchObject({ count: 7, count_exact: true, has_next: true });
    const ids = first.results.map((shown) => shown.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await feed(`lat=6.5&lng=3.4&radius=10&per_page=5&page=2&snapshot=${first.pagination.snapshot}`);
    expect(second.results).toHaveLength(2);
    expect(Math.max(...second.results.map((shown) => shown.id))).toBeLessThan(Math.min(...ids));
  });

  it('leaves sold and expired posts out of a location count, and counts them again once available or renewed', async () => {
    const inCircle = { latitude: 6.55342, longitude: 3.45375 };
    await cheapPosts(9, inCircle);
    await cheapPosts(600, { latitude: 12.0022, longitude: 8.592 });
    const ids = (await t().db.kysely.selectFrom('posts').select('id').where('latitude', '=', inCircle.latitude).orderBy('id').execute()).map((row) => row.id);
    const [sold, expired] = ids;
    if (sold === undefined || expired === undefined) throw new Error('no posts in the circle');
    // A new page size each time: a visitor's page is kept a second, and these changes bypass the store that clears it.
    let perPage = 4;
    const countNow = async () => (await feed(`lat=6.5&lng=3.4&radius=10&per_page=${(perPage += 1)}`)).pagination;
    expect(await countNow()).toMatchObject({ count: 9, count_exact: true });

    await t().db.kysely.updateTable('posts').set({ sold: 1 }).where('id', '=', sold).execute();
    await t().db.kysely.updateTable('posts').set({ renewed_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', expired).execute();
    expect(await countNow()).toMatchObject({ count: 7, count_exact: true });
    expect((await feed('lat=6.5&lng=3.4&radius=10&per_page=5&show_sold=true')).pagination).toMatchObject({ count: 8, count_exact: true });

    await t().db.kysely.updateTable('posts').set({ sold: 0 }).where('id', '=', sold).execute();
    await t().db.kysely.updateTable('posts').set({ renewed_at: new Date().toISOString() }).where('id', '=', expired).execute();
    expect(await countNow()).toMatchObject({ count: 9, count_exact: true });
  });

  it('counts a post in a circle as live to the millisecond its lifetime ends, whatever second it falls in', async () => {
    const inCircle = { latitude: 6.55342, longitude: 3.45375 };
    await cheapPosts(3, inCircle);
    const ids = (await t().db.kysely.selectFrom('posts').select('id').orderBy('id').execute()).map((row) => row.id);
    const lifeStart = t().clock.now().getTime() - POST_LIFE.lifetime;
    const renewals = [lifeStart - 1, lifeStart, lifeStart + 1];
    for (const [index, id] of ids.entries()) {
      await t().db.kysely.updateTable('posts').set({ renewed_at: new Date(renewals[index] ?? 0).toISOString() }).where('id', '=', id).execute();
    }
    expect((await feed('lat=6.5&lng=3.4&radius=10&per_page=1')).pagination).toMatchObject({ count: 2, count_exact: true });
  });
});
