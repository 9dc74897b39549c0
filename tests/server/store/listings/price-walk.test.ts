import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LISTING_LIMITS } from '../../../../src/contract';
import type { ListingScope } from '../../../../server/store/listings/listings.store';
import { MAX_ROW_ID } from '../../../../server/store/row-ids';
import { newPost, newVendor } from '../../support/factories';
import { newUser, useTestApp } from '../../support/helpers';
import { testDatabaseKind } from '../../support/test-database';

/** Posts seeded: four in five say "ankara", more than FEW_MATCHES (walked or sorted), one in five "sandals" (fewer: read whole). */
const POSTS = 700;
const PER_PAGE = 20;
const NO_FILTERS = { state: undefined, city: undefined, delivery_time: undefined };

/**
 * A price-sorted search of a word held by many posts walks the price index on SQLite instead of sorting the
 * matches: its pages must be the ones a plain query of the rules gives, ties newest first, whatever leaves a post out.
 */
describe(`price-sorted listing search over many matches on ${testDatabaseKind}`, () => {
  const t = useTestApp();

  async function seed(): Promise<{ viewerId: number; snapshot: number }> {
    const { stores, db } = t();
    const lagos = await newVendor(stores, { username: 'lagos_wax' });
    const abuja = await newVendor(stores, { username: 'abuja_wax', market: { city: 'Garki', state: 'FCT' } });
    const blocked = await newVendor(stores, { username: 'blocked_wax' });
    const viewer = await newUser(stores, { username: 'shopper' });
    const ids: number[] = [];
    for (let index = 0; index < POSTS; index += 1) {
      const owner = index % 9 === 0 ? blocked : index % 3 === 0 ? abuja : lagos;
      const title = index % 5 === 4 ? `Leather sandals ${index}` : `Ankara wrapper ${index}`;
      // Prices repeat (37 values), so ties are ordered by id as well.
      ids.push(await newPost(stores, owner, { title, price: 1000 * ((index * 7) % 37) + 500 }));
    }
    // Likes repeat too (13 values).
    for (const [index, id] of ids.entries()) await db.kysely.updateTable('posts').set({ no_of_likes: (index * 5) % 13 }).where('id', '=', id).execute();
    const now = new Date().toISOString();
    const every = (step: number, from: number) => ids.filter((_, index) => index % step === from);
    await db.kysely.updateTable('posts').set({ sold: 1 }).where('id', 'in', every(11, 1)).execute();
    await db.kysely.updateTable('posts').set({ renewed_at: '2020-01-01T00:00:00.000Z' }).where('id', 'in', every(13, 2)).execute();
    await db.kysely.insertInto('held_posts').values(every(17, 3).map((post_id) => ({ post_id, held_at: now }))).execute();
    await db.kysely.insertInto('hidden_posts').values(every(19, 4).map((post_id) => ({ post_id, user_id: viewer.id, created_at: now }))).execute();
    await db.kysely.insertInto('blocks').values({ blocker_id: viewer.id, blocked_id: blocked.id, created_at: now }).execute();
    return { viewerId: viewer.id, snapshot: ids.at(-5) ?? MAX_ROW_ID };
  }

  const ORDERS = { price_asc: sql`p.price asc,`, price_desc: sql`p.price desc,`, most_liked: sql`p.no_of_likes desc,`, newest: sql`` };

  /** The posts as the rules give them, read plainly: available, not held, hidden or blocked, inside the snapshot and filters. */
  async function expected(search: Search, viewerId: number, snapshot: number): Promise<number[]> {
    const { title, sort, state, maxPrice } = search;
    const { rows } = await sql<{ id: number }>`select p.id from posts p join market_info m on m.user_id = p.user_id
      where p.title like ${`${title}%`} and p.sold = 0 and p.renewed_at >= '2021-01-01' and p.id <= ${snapshot}
        and p.id not in (select post_id from held_posts)
        and p.id not in (select post_id from hidden_posts where user_id = ${viewerId})
        and p.user_id not in (select blocked_id from blocks where blocker_id = ${viewerId})
        and m.state like ${state ?? '%'} and p.price <= ${maxPrice ?? Number.MAX_SAFE_INTEGER}
      order by ${ORDERS[sort]} p.id desc`.execute(t().db.kysely);
    return rows.map((row) => Number(row.id));
  }

  type Search = { title: string; sort: keyof typeof ORDERS; state?: string; maxPrice?: number };
  const searches: Search[] = (['price_asc', 'price_desc', 'most_liked', 'newest'] as const).flatMap((sort) =>
    ['Ankara wrapper', 'Leather sandals'].flatMap((title) => [{ title, sort }, { title, sort, state: 'Lagos' }, { title, sort, maxPrice: 20_000 }]),
  );

  it('gives every page in the order the rules give, and the count, with filters, a price cap and the viewer\'s exclusions', async () => {
    const { viewerId, snapshot } = await seed();
    const { listings } = t().stores;
    for (const search of searches) {
      const { title, sort, state, maxPrice } = search;
      const scope: ListingScope = { snapshot, text: title.split(' ')[0] ?? '', sort, filters: { ...NO_FILTERS, state, max_price: maxPrice } };
      // As the route asks: what the search's first statement learned of the words decides how the page is read.
      const { words, manyMatches } = await listings.searchOf(scope.text, sort);
      const all = await expected(search, viewerId, snapshot);
      for (const page of [1, 2, 6]) {
        const { ids, counted } = await listings.pageIds(scope, words, viewerId, (page - 1) * PER_PAGE, PER_PAGE, manyMatches);
        expect({ ...search, page, ids }).toEqual({ ...search, page, ids: all.slice((page - 1) * PER_PAGE, page * PER_PAGE) });
        const count = await listings.countUpTo(scope, words, viewerId, LISTING_LIMITS.countedMax);
        // A page with posts counts the scope too (an empty one may leave it to countUpTo), exactly up to the cap.
        const read = counted ?? (ids.length === 0 ? count : undefined);
        const capped = (posts: number | undefined) => Math.min(posts ?? -1, LISTING_LIMITS.countedMax + 1);
        expect({ ...search, count, read: capped(read) }).toEqual({ ...search, count: capped(all.length), read: capped(all.length) });
      }
    }
  }, 60_000);
});
