import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ListingSort } from '../../../../src/contract';
import type { ListingScope } from '../../../../server/store/listings/listings.store';
import { MAX_ROW_ID } from '../../../../server/store/row-ids';
import { newPost, newVendor } from '../../support/factories';
import { newUser, useTestApp } from '../../support/helpers';
import { testDatabaseKind } from '../../support/test-database';

/** Posts seeded: four in five hold the word, more than a price-sorted page walks the price index from (PRICE_WALK_FROM). */
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
    const now = new Date().toISOString();
    const every = (step: number, from: number) => ids.filter((_, index) => index % step === from);
    await db.kysely.updateTable('posts').set({ sold: 1 }).where('id', 'in', every(11, 1)).execute();
    await db.kysely.updateTable('posts').set({ renewed_at: '2020-01-01T00:00:00.000Z' }).where('id', 'in', every(13, 2)).execute();
    await db.kysely.insertInto('held_posts').values(every(17, 3).map((post_id) => ({ post_id, held_at: now }))).execute();
    await db.kysely.insertInto('hidden_posts').values(every(19, 4).map((post_id) => ({ post_id, user_id: viewer.id, created_at: now }))).execute();
    await db.kysely.insertInto('blocks').values({ blocker_id: viewer.id, blocked_id: blocked.id, created_at: now }).execute();
    return { viewerId: viewer.id, snapshot: ids.at(-5) ?? MAX_ROW_ID };
  }

  /** The page as the rules give it, read plainly: available, not held, hidden or blocked, inside the snapshot and filters. */
  async function expected(sort: ListingSort, viewerId: number, snapshot: number, state: string | undefined, maxPrice: number | undefined, page: number): Promise<number[]> {
    const direction = sort === 'price_asc' ? sql`asc` : sql`desc`;
    const { rows } = await sql<{ id: number }>`select p.id from posts p join market_info m on m.user_id = p.user_id
      where p.title like 'Ankara wrapper%' and p.sold = 0 and p.renewed_at >= '2021-01-01' and p.id <= ${snapshot}
        and p.id not in (select post_id from held_posts)
        and p.id not in (select post_id from hidden_posts where user_id = ${viewerId})
        and p.user_id not in (select blocked_id from blocks where blocker_id = ${viewerId})
        and m.state like ${state ?? '%'} and p.price <= ${maxPrice ?? Number.MAX_SAFE_INTEGER}
      order by p.price ${direction}, p.id desc limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`.execute(t().db.kysely);
    return rows.map((row) => Number(row.id));
  }

  it('gives every page in the order the rules give, with filters, a price cap and the viewer\'s exclusions', async () => {
    const { viewerId, snapshot } = await seed();
    const { listings } = t().stores;
    for (const sort of ['price_asc', 'price_desc'] as const) {
      for (const [state, maxPrice] of [[undefined, undefined], ['Lagos', undefined], [undefined, 20_000]] as const) {
        const scope: ListingScope = { snapshot, text: 'ankara', sort, filters: { ...NO_FILTERS, state, max_price: maxPrice } };
        const words = await listings.wordsOf(scope.text);
        for (const page of [1, 2, 6]) {
          const { ids } = await listings.pageIds(scope, words, viewerId, (page - 1) * PER_PAGE, PER_PAGE);
          expect({ sort, state, maxPrice, page, ids }).toEqual({ sort, state, maxPrice, page, ids: await expected(sort, viewerId, snapshot, state, maxPrice, page) });
        }
      }
    }
  }, 60_000);
});
