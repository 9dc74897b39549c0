import type { Compilable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LISTING_LIMITS } from '../../../../src/contract';
import type { NewPost } from '../../../../server/db/schema';
import { circleOf } from '../../../../server/store/feed/feed-geo';
import { listingQueries, scopeShape, scopeValues, type Row } from '../../../../server/store/listings/listing-queries';
import type { ListingScope } from '../../../../server/store/listings/listings.store';
import { ringValuesOf } from '../../../../server/store/listings/nearest-rings';
import { textMatcherFor } from '../../../../server/store/listings/text-matchers';
import { newVendor } from '../../support/factories';
import { newUser, useTestApp } from '../../support/helpers';
import { testDatabaseKind } from '../../support/test-database';

const POSTS = 3000;
const CENTRE = { lat: 6.5, lng: 3.4 };
const KM_PER_DEGREE = (Math.PI * 6371.0088) / 180;
const NO_FILTERS = { state: undefined, city: undefined, delivery_time: undefined };
const CAP = LISTING_LIMITS.countedMax + 1;

/**
 * Where post `index` lies: 80 places from 0.2 to 24 km of the centre on a spiral (the last ones outside a 20 km
 * circle), the far ones holding more posts than the near ones, as a city's outskirts do; a place's posts share its
 * position exactly (ties newest first).
 */
function placeOf(index: number): { latitude: number; longitude: number } {
  const place = Math.floor(Math.sqrt((index * 6400) / POSTS));
  const km = 0.2 + place * 0.3;
  const bearing = (place * 137 * Math.PI) / 180;
  return {
    latitude: CENTRE.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE,
    longitude: CENTRE.lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((CENTRE.lat * Math.PI) / 180)),
  };
}

/** Titles: "wrapper" in three posts of five, "sandals" in one of seven, "lamp" in one of forty; "tested" in a third of descriptions. */
function wordsOf(index: number): { title: string; description: string } {
  const items = [index % 5 < 3 ? 'wrapper' : 'gown', index % 7 === 0 ? 'sandals' : '', index % 40 === 0 ? 'lamp' : ''];
  return { title: `Ankara ${items.filter(Boolean).join(' ')}`, description: index % 3 === 0 ? 'tested and clean' : 'clean' };
}

/**
 * A nearest-first search of many matches in a circle reads a ring of it on SQLite (nearest-rings.ts): its pages and
 * counts must be the ones the whole circle's read gives, for every kind of words, circle, page and filter, whether
 * the ring holds the page or falls short.
 */
describe.runIf(testDatabaseKind === 'sqlite')('nearest-first search in rings of the circle', () => {
  const t = useTestApp();

  async function seed(): Promise<{ viewerId: number; snapshot: number }> {
    const { stores, db } = t();
    const seller = await newVendor(stores, { username: 'lagos_wax' });
    const blocked = await newVendor(stores, { username: 'blocked_wax' });
    const viewer = await newUser(stores, { username: 'shopper' });
    const now = new Date(t().clock.now()).toISOString();
    const rows: NewPost[] = Array.from({ length: POSTS }, (_, index) => ({
      user_id: index % 23 === 0 ? blocked.id : seller.id,
      ...wordsOf(index),
      caption: '',
      price: 1000 * ((index * 7) % 37) + 500,
      category_id: index % 4 === 0 ? 3 : 2,
      category_type: 'product',
      delivery_time: 'next_day',
      delivery_radius: null,
      city_key: 'ikeja',
      state_key: 'lagos',
      ...placeOf(index),
      sold: index % 11 === 1 ? 1 : 0,
      created_at: now,
      renewed_at: index % 13 === 2 ? '2020-01-01T00:00:00.000Z' : now,
    }));
    for (let first = 0; first < rows.length; first += 500) await db.kysely.insertInto('posts').values(rows.slice(first, first + 500)).execute();
    const ids = (await db.kysely.selectFrom('posts').select('id').orderBy('id').execute()).map((row) => row.id);
    const every = (step: number, from: number) => ids.filter((_, index) => index % step === from);
    await db.kysely.insertInto('held_posts').values(every(17, 3).map((post_id) => ({ post_id, held_at: now }))).execute();
    await db.kysely.insertInto('hidden_posts').values(every(19, 4).map((post_id) => ({ post_id, user_id: viewer.id, created_at: now }))).execute();
    await db.kysely.insertInto('blocks').values({ blocker_id: viewer.id, blocked_id: blocked.id, created_at: now }).execute();
    return { viewerId: viewer.id, snapshot: ids.at(-3) ?? 0 };
  }

  type Case = { text: string; filters: ListingScope['filters']; viewer: boolean; offset: number };

  const TEXTS = ['wrapper', 'wrap', 'wraper', 'tes', 'tested', 'sandals', 'lamp', 'ankara wrapper', 'wrapper sandals', 'gown'];
  const CIRCLES = [{ ...CENTRE, radius: 20 }, { ...CENTRE, radius: 3 }, { lat: CENTRE.lat + 0.12, lng: CENTRE.lng, radius: 20 }, { ...CENTRE, radius: 60 }];
  const FILTERS = [{}, { category: 3 }, { show_sold: true }, { max_price: 20_000 }, { min_price: 30_000, category: 2 }];

  /** Every text in every circle with every filter, on the first page and a later one (in turn the 2nd, 11th and 22nd), each with and without a viewer. */
  function cases(): Case[] {
    const all: Case[] = [];
    for (const [index, text] of TEXTS.entries()) {
      for (const circle of CIRCLES) {
        for (const extra of FILTERS) {
          const later = [20, 200, 420][(index + all.length) % 3] ?? 20;
          for (const offset of [0, later]) all.push({ text, filters: { ...NO_FILTERS, ...circle, ...extra }, viewer: all.length % 2 === 0, offset });
        }
      }
    }
    return all;
  }

  it('gives the page, the count and the order the whole circle gives, in a ring or not', async () => {
    const { viewerId, snapshot } = await seed();
    const { db, stores, clock } = t();
    const matcher = textMatcherFor(db.kysely, 'sqlite', () => clock.now().getTime());
    const queries = listingQueries(db.kysely, 'sqlite', matcher);
    const run = async (query: Compilable<Row>) => (await db.kysely.executeQuery(query.compile())).rows;
    const rings = new Map<number, number>();
    for (const { text, filters, viewer, offset } of cases()) {
      const scope: ListingScope = { snapshot, text, sort: 'nearest', filters };
      const { words } = await stores.listings.searchOf(text, 'nearest');
      const shape = scopeShape(scope, 'matches');
      const values = { ...scopeValues(scope, words, viewer ? viewerId : null, matcher, clock), cap: CAP, limit: 21, offset };
      const circle = circleOf(filters);
      const ringValues = circle && ringValuesOf(circle, { ...values, need: Math.max(offset + 21, CAP) });
      if (!ringValues) throw new Error('a circle without rings');
      const whole = await run(queries.circlePage(shape, values, 'nearest'));
      const ringed = await run(queries.nearestPage(shape, { ...values, ...ringValues }));
      const search = { text, filters, viewer, offset };
      expect({ ...search, ids: ringed.map((row) => row.id), counted: ringed[0]?.counted }).toEqual({ ...search, ids: whole.map((row) => row.id), counted: whole[0]?.counted });
      const ring = ringed[0]?.ring ?? -2;
      rings.set(ring, (rings.get(ring) ?? 0) + 1);
      // The store's page, which reads a ring when the filters allow it, is the same.
      const page = await stores.listings.pageIds(scope, words, viewer ? viewerId : null, offset, 21);
      expect({ ...search, ids: page.ids }).toEqual({ ...search, ids: whole.map((row) => row.id) });
    }
    // Pages were read in rings of several sizes, and in the whole circle when no ring or a short one held them.
    expect([...rings.keys()].filter((ring) => ring >= 0).length).toBeGreaterThanOrEqual(3);
    expect(rings.get(-1) ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
