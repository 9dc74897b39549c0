import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID } from '../../../../server/store/row-ids';
import type { ListingScope } from '../../../../server/store/listings/listings.store';
import { newPost, newVendor, type TestVendor } from '../../support/factories';
import { useTestApp } from '../../support/helpers';
import { testDatabaseKind } from '../../support/test-database';

const FASHION = 2;
const ELECTRONICS = 1;
const NO_FILTERS = { state: undefined, city: undefined, delivery_time: undefined };

describe(`listing search on ${testDatabaseKind}`, () => {
  const t = useTestApp();

  async function vendor(marketname = 'Mama Nkechi Textiles', username = 'nkechi'): Promise<TestVendor> {
    return newVendor(t().stores, { username, market: { marketname, business_latitude: 6.6, business_longitude: 3.35 } });
  }

  /** The titles of what the text finds, in the order given, with the scope's other parts. */
  async function titlesFor(text: string, scope: Partial<Omit<ListingScope, 'filters'>> & { filters?: Partial<ListingScope['filters']> } = {}, viewerId: number | null = null): Promise<string[]> {
    const { listings } = t().stores;
    const full: ListingScope = { snapshot: MAX_ROW_ID, text, sort: text === '' ? 'newest' : 'relevance', ...scope, filters: { ...NO_FILTERS, ...scope.filters } };
    const words = await listings.wordsOf(full.text);
    const { ids } = await listings.pageIds(full, words, viewerId, 0, 20);
    const posts = await t().stores.posts.load(ids, viewerId);
    return posts.map((record) => record.post.title);
  }

  it('finds words anywhere in the title, description, caption, category and store name, plurals and prefixes too', async () => {
    const seller = await vendor();
    await newPost(t().stores, seller, { title: 'Ankara fabric, 6 yards', description: 'Bright wax print', caption: 'Owambe ready' });
    await newPost(t().stores, seller, { title: 'Leather sandals', description: 'Handmade in Aba', category_id: FASHION });
    await newPost(t().stores, seller, { title: 'Phone charger', description: 'Fast charging cable', category_id: ELECTRONICS });

    expect(await titlesFor('wax')).toEqual(['Ankara fabric, 6 yards']);
    expect(await titlesFor('owambe')).toEqual(['Ankara fabric, 6 yards']);
    expect(await titlesFor('sandal')).toEqual(['Leather sandals']);
    expect(await titlesFor('chargers')).toEqual(['Phone charger']);
    expect(await titlesFor('electronics')).toEqual(['Phone charger']);
    expect(await titlesFor('textiles')).toHaveLength(3);
    expect(await titlesFor('anka')).toEqual(['Ankara fabric, 6 yards']);
    expect(await titlesFor('leather aba')).toEqual(['Leather sandals']);
    expect(await titlesFor('leather charger')).toEqual([]);
  });

  it('forgives a typo: "ankra" finds Ankara, "sandels" finds sandals', async () => {
    const seller = await vendor();
    await newPost(t().stores, seller, { title: 'Ankara fabric' });
    await newPost(t().stores, seller, { title: 'Leather sandals', description: 'Handmade' });
    expect(await titlesFor('ankra')).toEqual(['Ankara fabric']);
    expect(await titlesFor('sandels')).toEqual(['Leather sandals']);
    expect(await titlesFor('zzzzqqq')).toEqual([]);
  });

  it('reads a plural with a letter dropped by its stem: "tyes" finds tyres before a tested phone', async () => {
    const seller = await vendor();
    await newPost(t().stores, seller, { title: 'Michelin tyres 205/55', description: 'Two tyres' });
    await newPost(t().stores, seller, { title: 'Phone', description: 'Tested and working' });
    expect((await titlesFor('tyes'))[0]).toBe('Michelin tyres 205/55');
    expect(await titlesFor('buy tyes')).toEqual([]);
  });

  it('ranks by relevance: a title match above a description match', async () => {
    const seller = await vendor();
    await newPost(t().stores, seller, { title: 'Ankara gown', description: 'Made to measure' });
    await newPost(t().stores, seller, { title: 'Wrapper', description: 'Goes with any gown' });
    expect(await titlesFor('gown')).toEqual(['Ankara gown', 'Wrapper']);
  });

  it('ranks the newest 300 matches only: an older title match comes after them, newest first', async () => {
    const seller = await vendor();
    const older = await newPost(t().stores, seller, { title: 'Ankara gown', description: 'Made to measure' });
    const row = { user_id: seller.id, title: 'Wrapper', description: 'Goes with any gown', caption: '', price: 100, category_id: FASHION, category_type: 'product' as const,
      delivery_time: 'next_day', delivery_radius: null, city_key: 'ikeja', state_key: 'lagos', latitude: null, longitude: null, created_at: new Date().toISOString(), renewed_at: new Date().toISOString() };
    await t().db.kysely.insertInto('posts').values(Array.from({ length: 150 }, () => row)).execute();
    await t().db.kysely.insertInto('posts').values(Array.from({ length: 150 }, () => row)).execute();
    const { listings } = t().stores;
    const scope: ListingScope = { filters: NO_FILTERS, snapshot: MAX_ROW_ID, text: 'gown', sort: 'relevance' };
    const words = await listings.wordsOf('gown');
    expect((await listings.pageIds(scope, words, null, 0, 10)).ids).not.toContain(older);
    expect((await listings.pageIds(scope, words, null, 295, 10)).ids).toEqual([expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number), older]);
    expect(await titlesFor('gown', { sort: 'newest', snapshot: older })).toEqual(['Ankara gown']);
  });

  it('combines with the feed filters and location, and sorts by price, likes and distance', async () => {
    const lagos = await vendor();
    const abuja = await newVendor(t().stores, { username: 'abuja', market: { marketname: 'Abuja Fabrics', city: 'Garki', state: 'FCT', business_latitude: 9.05, business_longitude: 7.49 } });
    await newPost(t().stores, lagos, { title: 'Ankara cheap', price: 5000 });
    const dear = await newPost(t().stores, lagos, { title: 'Ankara dear', price: 50000 });
    await newPost(t().stores, abuja, { title: 'Ankara far', price: 20000 });
    await newPost(t().stores, lagos, { title: 'Ankara shoes', price: 9000, category_id: ELECTRONICS });
    await t().db.kysely.updateTable('posts').set({ no_of_likes: 7 }).where('id', '=', dear).execute();

    expect(await titlesFor('ankara', { filters: { max_price: 20000, category: FASHION } })).toEqual(expect.arrayContaining(['Ankara cheap', 'Ankara far']));
    expect(await titlesFor('ankara', { filters: { max_price: 20000, category: FASHION } })).toHaveLength(2);
    expect(await titlesFor('ankara', { filters: { state: 'Lagos' }, sort: 'price_asc' })).toEqual(['Ankara cheap', 'Ankara shoes', 'Ankara dear']);
    expect(await titlesFor('ankara', { sort: 'price_desc' })).toEqual(['Ankara dear', 'Ankara far', 'Ankara shoes', 'Ankara cheap']);
    expect((await titlesFor('ankara', { sort: 'most_liked' }))[0]).toBe('Ankara dear');
    expect(await titlesFor('ankara', { filters: { lat: 9.0, lng: 7.4, radius: 50 } })).toEqual(['Ankara far']);
    const nearest = await titlesFor('', { filters: { lat: 9.0, lng: 7.4, radius: 1000 }, sort: 'nearest' });
    expect(nearest[0]).toBe('Ankara far');
    expect(nearest).toHaveLength(4);
  });

  it('stays in step when a post is edited, sold, deleted, or its store renamed', async () => {
    const seller = await vendor('Adire House', 'adire');
    const id = await newPost(t().stores, seller, { title: 'Ankara fabric' });
    expect(await titlesFor('adire')).toEqual(['Ankara fabric']);

    await t().stores.transaction((tx) =>
      tx.posts.update(id, { title: 'Aso oke cap', description: 'Woven', caption: '', price: 3000, category_id: FASHION, category_type: 'product', delivery_time: 'next_day', delivery_radius: null }, []),
    );
    expect(await titlesFor('ankara')).toEqual([]);
    expect(await titlesFor('aso oke')).toEqual(['Aso oke cap']);

    await t().stores.posts.markSold(id, true);
    expect(await titlesFor('aso')).toEqual([]);
    expect(await titlesFor('aso', { filters: { show_sold: true } })).toEqual(['Aso oke cap']);
    await t().stores.posts.markSold(id, false);

    await t().stores.accounts.saveMarketInfo({ user_id: seller.id, marketname: 'Kente Corner', phone: '+2348035550000', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' });
    expect(await titlesFor('kente')).toEqual(['Aso oke cap']);
    expect(await titlesFor('adire')).toEqual([]);

    await t().stores.posts.delete(id);
    expect(await titlesFor('kente')).toEqual([]);
  });

  it('leaves out what the viewer hid, counts up to a cap, and keeps to the snapshot', async () => {
    const seller = await vendor();
    const first = await newPost(t().stores, seller, { title: 'Ankara one' });
    const second = await newPost(t().stores, seller, { title: 'Ankara two' });
    const viewer = await newVendor(t().stores, { username: 'viewer' });
    await t().stores.hidden.set(viewer.id, second, true);
    expect(await titlesFor('ankara', {}, viewer.id)).toEqual(['Ankara one']);
    expect(await titlesFor('ankara', { snapshot: first })).toEqual(['Ankara one']);

    const { listings } = t().stores;
    const scope: ListingScope = { filters: NO_FILTERS, snapshot: MAX_ROW_ID, text: 'ankara', sort: 'relevance' };
    const words = await listings.wordsOf('ankara');
    expect(await listings.countUpTo(scope, words, null, 10)).toBe(2);
    expect(await listings.countUpTo(scope, words, null, 0)).toBe(1);
  });

  it('suggests the best-matching titles of available posts, each once', async () => {
    const seller = await vendor();
    await newPost(t().stores, seller, { title: 'Ankara fabric' });
    await newPost(t().stores, seller, { title: 'ankara FABRIC' });
    const sold = await newPost(t().stores, seller, { title: 'Ankara bag' });
    await t().stores.posts.markSold(sold, true);
    const words = await t().stores.listings.wordsOf('ank');
    expect(await t().stores.listings.matchingTitles(words, 5, null)).toEqual(['ankara FABRIC']);
  });

  it('suggests no title of a held post, nor, to a signed-in viewer, of a user blocked either way', async () => {
    const { stores } = t();
    const [nkechi, ada, bola] = [await vendor(), await vendor('Ada Prints', 'ada'), await vendor('Bola Wax', 'bola')];
    const viewer = await vendor('Tunde Store', 'tunde');
    await newPost(stores, nkechi, { title: 'Ankara gown' });
    const held = await newPost(stores, nkechi, { title: 'Ankara scam bundle' });
    await stores.reports.hold(held);
    await newPost(stores, ada, { title: 'Ankara wrapper' });
    await newPost(stores, bola, { title: 'Ankara headtie' });
    await stores.blocks.set(viewer.id, ada.id, true);
    await stores.blocks.set(bola.id, viewer.id, true);
    const words = await stores.listings.wordsOf('ankara');
    expect((await stores.listings.matchingTitles(words, 5, null)).sort()).toEqual(['Ankara gown', 'Ankara headtie', 'Ankara wrapper']);
    expect(await stores.listings.matchingTitles(words, 5, viewer.id)).toEqual(['Ankara gown']);
  });
});
