import { describe, expect, it } from 'vitest';
import { LISTING_LIMITS, type ListingSort } from '../../../../src/contract';
import type { ListingScope } from '../../../../server/store/listings/listings.store';
import { MAX_ROW_ID } from '../../../../server/store/row-ids';
import { newPost, newVendor } from '../../support/factories';
import { newUser, useTestApp } from '../../support/helpers';
import { testDatabaseKind } from '../../support/test-database';

/** Posts seeded: four in five say "ankara", more than FEW_MATCHES (read as all matches), one in five "sandals" (fewer). */
const POSTS = 700;
const PER_PAGE = 20;
const NO_FILTERS = { state: undefined, city: undefined, delivery_time: undefined };
const CENTRE = { lat: 6.5, lng: 3.4 };
const RADIUS_KM = 20;
/**
 * Where the posts lie, by distance from the centre in km and bearing: whole kilometres apart, so the order by
 * distance is the same however each database rounds, and each place shared by many posts (ties newest first).
 * The last two lie outside the circle, one of them inside its bounding box.
 */
const PLACES = [[0, 0], [3, 40], [5, 200], [7.5, 100], [9, 300], [12, 10], [14, 250], [16, 160], [19, 80], [23, 45], [40, 270]] as const;

const KM_PER_DEGREE = (Math.PI * 6371.0088) / 180;
const placeAt = ([km, bearing]: readonly [number, number]) => {
  const radians = (bearing * Math.PI) / 180;
  const lat = CENTRE.lat + (km * Math.cos(radians)) / KM_PER_DEGREE;
  return { latitude: lat, longitude: CENTRE.lng + (km * Math.sin(radians)) / (KM_PER_DEGREE * Math.cos((CENTRE.lat * Math.PI) / 180)) };
};

/**
 * A search with a location reads the matches in the circle once for its page and its count: its pages, counts
 * and has_next must be the ones a plain reading of the rules gives, ties newest first, whatever leaves a post out.
 */
describe(`listing search in a circle on ${testDatabaseKind}`, () => {
  const t = useTestApp();

  type Seeded = { viewerId: number; snapshot: number; posts: { id: number; title: string; price: number; likes: number; km: number; live: boolean }[] };

  async function seed(): Promise<Seeded> {
    const { stores, db } = t();
    const seller = await newVendor(stores, { username: 'lagos_wax' });
    const blocked = await newVendor(stores, { username: 'blocked_wax' });
    const viewer = await newUser(stores, { username: 'shopper' });
    const now = new Date().toISOString();
    const posts: Seeded['posts'] = [];
    for (let index = 0; index < POSTS; index += 1) {
      const title = index % 5 === 4 ? `Leather sandals ${index}` : `Ankara wrapper ${index}`;
      const price = 1000 * ((index * 7) % 37) + 500;
      const id = await newPost(stores, index % 9 === 0 ? blocked : seller, { title, price });
      const place = PLACES[(index * 3) % PLACES.length] ?? PLACES[0];
      const likes = (index * 5) % 13;
      await db.kysely.updateTable('posts').set({ ...placeAt(place), no_of_likes: likes }).where('id', '=', id).execute();
      const left = index % 9 === 0 || index % 11 === 1 || index % 13 === 2 || index % 17 === 3 || index % 19 === 4;
      posts.push({ id, title, price, likes, km: place[0], live: !left });
    }
    const every = (step: number, from: number) => posts.filter((_, index) => index % step === from).map((post) => post.id);
    await db.kysely.updateTable('posts').set({ sold: 1 }).where('id', 'in', every(11, 1)).execute();
    await db.kysely.updateTable('posts').set({ renewed_at: '2020-01-01T00:00:00.000Z' }).where('id', 'in', every(13, 2)).execute();
    await db.kysely.insertInto('held_posts').values(every(17, 3).map((post_id) => ({ post_id, held_at: now }))).execute();
    await db.kysely.insertInto('hidden_posts').values(every(19, 4).map((post_id) => ({ post_id, user_id: viewer.id, created_at: now }))).execute();
    await db.kysely.insertInto('blocks').values({ blocker_id: viewer.id, blocked_id: blocked.id, created_at: now }).execute();
    return { viewerId: viewer.id, snapshot: posts.at(-5)?.id ?? MAX_ROW_ID, posts };
  }

  const ORDERS: Record<Exclude<ListingSort, 'relevance'>, (a: Seeded['posts'][number], b: Seeded['posts'][number]) => number> = {
    nearest: (a, b) => a.km - b.km || b.id - a.id,
    price_asc: (a, b) => a.price - b.price || b.id - a.id,
    price_desc: (a, b) => b.price - a.price || b.id - a.id,
    most_liked: (a, b) => b.likes - a.likes || b.id - a.id,
    newest: (a, b) => b.id - a.id,
  };

  it('gives every page in the order the rules give, with the count and one post past the page', async () => {
    const { viewerId, snapshot, posts } = await seed();
    const { listings } = t().stores;
    for (const sort of Object.keys(ORDERS) as (keyof typeof ORDERS)[]) {
      for (const [text, maxPrice] of [['ankara', undefined], ['sandals', undefined], ['ankara', 20_000], ['ankar', undefined]] as const) {
        const search = { sort, text, maxPrice };
        const scope: ListingScope = { snapshot, text, sort, filters: { ...NO_FILTERS, max_price: maxPrice, lat: CENTRE.lat, lng: CENTRE.lng, radius: RADIUS_KM } };
        const { words, manyMatches } = await listings.searchOf(text, sort);
        const all = posts
          .filter((post) => post.live && post.id <= snapshot && post.km < RADIUS_KM && new RegExp(`\\b${text}`, 'i').test(post.title) && post.price <= (maxPrice ?? Infinity))
          .sort(ORDERS[sort])
          .map((post) => post.id);
        for (const page of [1, 2, 6]) {
          // As the route reads a page: one post past it, for has_next.
          const { ids, counted } = await listings.pageIds(scope, words, viewerId, (page - 1) * PER_PAGE, PER_PAGE + 1, manyMatches);
          expect({ ...search, page, ids }).toEqual({ ...search, page, ids: all.slice((page - 1) * PER_PAGE, page * PER_PAGE + 1) });
          const count = await listings.countUpTo(scope, words, viewerId, LISTING_LIMITS.countedMax);
          const read = counted ?? (ids.length === 0 ? count : undefined);
          const capped = (found: number | undefined) => Math.min(found ?? -1, LISTING_LIMITS.countedMax + 1);
          expect({ ...search, page, count, read: capped(read) }).toEqual({ ...search, page, count: capped(all.length), read: capped(all.length) });
        }
      }
    }
  }, 90_000);
});
