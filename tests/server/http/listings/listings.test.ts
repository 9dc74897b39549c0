import { describe, expect, it } from 'vitest';
import { feedAnswerSchema, listingSuggestionsAnswerSchema, MESSAGES, type FeedAnswer } from '../../../../src/contract';
import { newPost, newVendor } from '../../support/factories';
import { get, json, newUser, signIn, useTestApp } from '../../support/helpers';

describe('GET /api/listings: search and sort', () => {
  const t = useTestApp();

  async function listings(query: string, token?: string): Promise<FeedAnswer> {
    const response = await get(t().app, `/api/listings?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return feedAnswerSchema.parse(response.json());
  }

  const titles = (answer: FeedAnswer) => answer.results.map((post) => post.title);

  async function market() {
    const vendor = await newVendor(t().stores, { username: 'ada', market: { marketname: 'Ada Fabrics', business_latitude: 6.6, business_longitude: 3.35 } });
    await newPost(t().stores, vendor, { title: 'Ankara gown', price: 25000 });
    await newPost(t().stores, vendor, { title: 'Ankara wrapper', price: 8000 });
    await newPost(t().stores, vendor, { title: 'Phone charger', price: 3000, category_id: 1 });
    return vendor;
  }

  it('finds a typo, sorts by price, and pages truthfully', async () => {
    await market();
    expect(titles(await listings('q=ankra&sort=price_asc'))).toEqual(['Ankara wrapper', 'Ankara gown']);
    expect(titles(await listings('q=ankara&sort=price_desc'))).toEqual(['Ankara gown', 'Ankara wrapper']);
    expect(titles(await listings('sort=price_asc&per_page=2'))).toEqual(['Phone charger', 'Ankara wrapper']);

    const first = await listings('q=ankara&sort=price_asc&per_page=1');
    expect(first.pagination).toMatchObject({ current_page: 1, has_next: true, has_previous: false, count: 2, count_exact: true, total_pages: 2 });
    const second = await listings(`q=ankara&sort=price_asc&per_page=1&page=2&snapshot=${first.pagination.snapshot}`);
    expect(titles(second)).toEqual(['Ankara gown']);
    expect(second.pagination).toMatchObject({ has_next: false, has_previous: true });
  });

  it('keeps later pages to the first page\'s snapshot', async () => {
    const vendor = await market();
    const first = await listings('q=ankara&per_page=1');
    await newPost(t().stores, vendor, { title: 'Ankara bag', price: 1 });
    const second = await listings(`q=ankara&sort=relevance&per_page=1&page=2&snapshot=${first.pagination.snapshot}`);
    expect(second.pagination).toMatchObject({ count: 2, has_next: false });
    expect(titles(second)).not.toContain('Ankara bag');
  });

  it('combines with the filters, sorts nearest with a location, and leaves out what a signed-in viewer hid', async () => {
    await market();
    expect(titles(await listings('q=ankara&max_price=10000'))).toEqual(['Ankara wrapper']);
    expect(titles(await listings('lat=6.6&lng=3.35&radius=10&sort=nearest&category=1'))).toEqual(['Phone charger']);

    const viewer = await newUser(t().stores, { username: 'viewer' });
    const token = await signIn(t().app, viewer);
    const [gown] = (await listings('q=gown')).results;
    await t().stores.hidden.set(viewer.id, gown?.id ?? 0, true);
    expect(titles(await listings('q=ankara', token))).toEqual(['Ankara wrapper']);
  });

  /** `count` posts by one vendor titled `title`, inserted as a bulk seller would. */
  async function bulk(title: string, count: number): Promise<void> {
    const vendor = await newVendor(t().stores, { username: `bulk${title.length}${count}` });
    const row = { user_id: vendor.id, title, description: '', caption: '', price: 100, category_id: 2, category_type: 'product' as const,
      delivery_time: 'next_day', delivery_radius: null, city_key: 'ikeja', state_key: 'lagos', latitude: null, longitude: null, created_at: new Date().toISOString(), renewed_at: new Date().toISOString() };
    for (let first = 0; first < count; first += 250) {
      await t().db.kysely.insertInto('posts').values(Array.from({ length: Math.min(250, count - first) }, () => row)).execute();
    }
  }

  it('ranks the newest 300 matches, then pages the older ones newest first to the last, has_next exact', async () => {
    await bulk('Ankara bale', 305);
    const first = await listings('q=ankara&per_page=10');
    expect(first.pagination).toMatchObject({ count: 200, count_exact: false, has_next: true });
    const seen = new Set(first.results.map((post) => post.id));
    for (const page of [30, 31]) {
      const answer = await listings(`q=ankara&per_page=10&page=${page}&snapshot=${first.pagination.snapshot}`);
      answer.results.forEach((post) => seen.add(post.id));
      expect(answer.pagination.has_next, `page ${page}`).toBe(page === 30);
      if (page === 31) expect(answer.results).toHaveLength(5);
    }
    expect(seen.size).toBe(25);
    // The store's page past the window: the five oldest once each, newest first (the cards would hide a repeat).
    const { listings: store } = t().stores;
    const { words } = await store.searchOf('ankara');
    const scope = { filters: { state: undefined, city: undefined, delivery_time: undefined }, snapshot: first.pagination.snapshot, text: 'ankara', sort: 'relevance' as const };
    const oldest = await t().db.kysely.selectFrom('posts').select('id').orderBy('id', 'asc').limit(5).execute();
    expect((await store.pageIds(scope, words, null, 295, 11)).ids).toEqual([...(await store.pageIds(scope, words, null, 295, 5)).ids, ...oldest.map((post) => post.id).reverse()]);
  });

  it('counts a search up to 200: past it the count is "at least", whatever the order', async () => {
    await bulk('Kente cap', 200);
    for (const sort of ['relevance', 'newest', 'price_asc', 'most_liked']) {
      expect((await listings(`q=kente&sort=${sort}&per_page=10`)).pagination, sort).toMatchObject({ count: 200, count_exact: true, total_pages: 20, has_next: true });
    }
    await bulk('Kente cap', 1);
    for (const sort of ['relevance', 'newest', 'price_asc', 'most_liked']) {
      expect((await listings(`q=kente&sort=${sort}&per_page=10`)).pagination, sort).toMatchObject({ count: 200, count_exact: false, total_pages: 20, has_next: true });
    }
    const deep = await listings('q=kente&sort=newest&per_page=10&page=21');
    expect(deep.pagination).toMatchObject({ count: 201, count_exact: false, has_next: false });
    expect(deep.results).toHaveLength(1);
  });

  it('refuses a bad sort, nearest without a location and too long a text with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['sort=cheapest', MESSAGES.listingSortInvalid],
      ['sort=nearest', MESSAGES.nearestNeedsLocation],
      [`q=${'a'.repeat(101)}`, MESSAGES.listingSearchTooLong],
      ['q=ankara&page=0', MESSAGES.pageInvalid],
      ['q=ankara&min_price=cheap', MESSAGES.minPriceInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await get(t().app, `/api/listings?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).message, query).toBe(message);
    }
  });
});

describe('GET /api/listings/suggestions', () => {
  const t = useTestApp();

  it('suggests titles and categories for 2 characters or more, typos forgiven', async () => {
    const vendor = await newVendor(t().stores, { username: 'ada' });
    await newPost(t().stores, vendor, { title: 'Ankara gown', category_id: 1 });
    await newPost(t().stores, vendor, { title: 'Fashion week bag', category_id: 1 });

    const answer = async (q: string) => {
      const response = await get(t().app, `/api/listings/suggestions?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return listingSuggestionsAnswerSchema.parse(response.json());
    };
    expect((await answer('ankr')).titles).toEqual(['Ankara gown']);
    const fashion = await answer('fash');
    expect(fashion.titles).toEqual(['Fashion week bag']);
    expect(fashion.categories.map((category) => category.name)).toEqual(['Fashion & Clothing']);
    expect(await answer('zzzz')).toEqual({ titles: [], categories: [] });
  });

  it("never suggests a held post's title, nor, signed in, the titles of users blocked either way", async () => {
    const [ada, bola, chidi] = [await newVendor(t().stores, { username: 'ada' }), await newVendor(t().stores, { username: 'bola' }), await newVendor(t().stores, { username: 'chidi' })];
    await newPost(t().stores, ada, { title: 'Ankara gown' });
    await newPost(t().stores, bola, { title: 'Ankara wrapper' });
    await t().stores.reports.hold(await newPost(t().stores, chidi, { title: 'Ankara scam bundle' }));
    await newPost(t().stores, chidi, { title: 'Ankara headtie' });
    const viewer = await newUser(t().stores, { username: 'tunde' });
    const token = await signIn(t().app, viewer);
    await t().stores.blocks.set(viewer.id, ada.id, true);
    await t().stores.blocks.set(chidi.id, viewer.id, true);
    const titles = async (viewerToken?: string) =>
      listingSuggestionsAnswerSchema.parse((await get(t().app, '/api/listings/suggestions?q=ankara', viewerToken)).json()).titles.sort();
    expect(await titles()).toEqual(['Ankara gown', 'Ankara headtie', 'Ankara wrapper']);
    expect(await titles(token)).toEqual(['Ankara wrapper']);
  });

  it('refuses fewer than 2 characters', async () => {
    for (const q of ['', 'a', '  a  ']) {
      const response = await get(t().app, `/api/listings/suggestions?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(400);
      expect(json(response).message).toBe(MESSAGES.suggestionsTooShort);
    }
  });
});
