import type { CompiledQuery, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../../server/clock';
import { feedStore, type FeedScope } from '../../../../server/store/feed/feed.store';
import { planOf } from '../../support/sqlite-plans';
import { openSqliteTestDatabase, type TestDatabase } from '../../support/test-database';

/**
 * The feed's filtered pages and counts read their covering indexes only: a post's row (ten times an index
 * entry, with its description) is read for none of the posts a walk passes over, the default view's
 * leaving out of sold posts included. The plans are SQLite's (PostgreSQL plans by its statistics).
 */
/** Keeps in `compiled` the SQL of every query built through the plugin's Kysely. */
function recording(database: TestDatabase, compiled: CompiledQuery[]): KyselyPlugin {
  const executor = () => database.db.kysely.getExecutor();
  return {
    transformQuery(args) {
      compiled.push(executor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

/** The filters as the parsed query has them: the place and delivery present, undefined when not chosen. */
const filtersOf = (chosen: Partial<FeedScope['filters']>): FeedScope['filters'] => ({ state: undefined, city: undefined, delivery_time: undefined, ...chosen });

describe('feed walks over covering indexes (SQLite)', () => {
  let database: TestDatabase;
  const compiled: CompiledQuery[] = [];

  beforeAll(async () => {
    database = await openSqliteTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  const scopes = [
    { category: 3 },
    { category: 3, min_price: 1000, max_price: 20_000 },
    { category_type: 'service' as const, state: 'Lagos', delivery_time: 'next_day' },
    { state: 'Lagos', city: 'Ikeja', max_price: 5000 },
    { min_price: 500 },
    { category: 3, show_sold: true },
    { category: 3, state: 'Lagos', city: 'Ikeja', min_price: 1000, max_price: 20_000, delivery_time: 'next_day' },
    { category: 3, delivery_time: 'next_day', max_price: 5000 },
    { category: 3, state: 'Kano' },
    { category_type: 'product' as const, state: 'Lagos', city: 'Lekki', delivery_time: 'same_day', min_price: 500 },
    { state: 'Kano', delivery_time: '1_week' },
  ].map(filtersOf);

  for (const filters of scopes) {
    it(`reads no post row for ${JSON.stringify(filters)}`, async () => {
      compiled.length = 0;
      const feed = feedStore(database.db.kysely.withPlugin(recording(database, compiled)), 'sqlite', systemClock);
      const scope = { filters, snapshot: 1_000_000 };
      await feed.pageIds(scope, null, 0, 11);
      await feed.reaches(scope, null, 1001);
      await feed.countUpTo(scope, null, 0, 1000);
      const walks = compiled.filter((query) => /from "posts"/.test(query.sql));
      expect(walks.length).toBeGreaterThan(0);
      for (const query of walks) {
        const plan = await planOf(database, query);
        expect(plan, query.sql).toMatch(/USING COVERING INDEX/);
        expect(plan, query.sql).not.toMatch(/SCAN posts(?! USING COVERING)|SEARCH posts USING INDEX/);
      }
    });
  }

  it('reads no post row for a location page that walks the newest posts (few posts in all) testing their positions', async () => {
    compiled.length = 0;
    const feed = feedStore(database.db.kysely.withPlugin(recording(database, compiled)), 'sqlite', systemClock);
    await feed.pageIds({ filters: filtersOf({ lat: 6.5, lng: 3.4, radius: 10 }), snapshot: 1_000_000 }, null, 0, 11);
    const walks = compiled.filter((query) => /from "posts"/.test(query.sql) && /latitude/.test(query.sql));
    expect(walks.length).toBeGreaterThan(0);
    for (const query of walks) expect(await planOf(database, query), query.sql).toMatch(/USING COVERING INDEX/);
  });

  /** A pair of the panel's filters starts the walk inside the combination, for a page, for whether the cap is passed, and for a count. */
  const pairs = [
    { filters: { category: 3, state: 'Lagos', city: 'Ikeja', min_price: 1000 }, walked: /category_id=\? AND city_key=\?/ },
    { filters: { category: 3, state: 'Kano', delivery_time: 'next_day' }, walked: /category_id=\? AND delivery_time=\?/ },
    { filters: { category: 3, state: 'Kano', max_price: 50_000 }, walked: /category_id=\? AND state_key=\?/ },
    { filters: { category_type: 'service' as const, state: 'Lagos', city: 'Lekki', delivery_time: 'same_day' }, walked: /city_key=\? AND delivery_time=\?/ },
    { filters: { state: 'Kano', delivery_time: '1_week', min_price: 500 }, walked: /state_key=\? AND delivery_time=\?/ },
  ];

  for (const { filters, walked } of pairs) {
    it(`walks inside ${JSON.stringify(filters)}`, async () => {
      compiled.length = 0;
      const feed = feedStore(database.db.kysely.withPlugin(recording(database, compiled)), 'sqlite', systemClock);
      const scope = { filters: filtersOf(filters), snapshot: 1_000_000 };
      await feed.pageIds(scope, null, 0, 11);
      await feed.reaches(scope, null, 1001);
      await feed.countUpTo(scope, null, 0, 1000);
      const walks = compiled.filter((query) => /from "posts"/.test(query.sql));
      expect(walks.length).toBeGreaterThanOrEqual(3);
      for (const query of walks) expect(await planOf(database, query), query.sql).toMatch(walked);
    });
  }
});

/**
 * A location count reads SQLite's post_geo R*Tree alone: the category, the sold and the expired posts are left out
 * by the R*Tree itself, not by sets built from posts on every count nor by an auxiliary column read per entry
 * (80% of 100,000 posts expired and a tenth sold: 57 ms a city's count; one category of a city: 29 ms).
 */
describe('location counts over post_geo alone (SQLite)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openSqliteTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  const circles = [{ lat: 6.5, lng: 3.4, radius: 10 }, { lat: 6.5, lng: 3.4, radius: 10, category: 3 }, { lat: 6.5, lng: 3.4, radius: 10, show_sold: true }].map(filtersOf);

  for (const filters of circles) {
    it(`reads no post and no category per entry for ${JSON.stringify(filters)}`, async () => {
      const compiled: CompiledQuery[] = [];
      const feed = feedStore(database.db.kysely.withPlugin(recording(database, compiled)), 'sqlite', systemClock);
      await feed.countUpTo({ filters, snapshot: 1_000_000 }, null, 0, 1000);
      const counts = compiled.filter((query) => /from post_geo/.test(query.sql));
      expect(counts.length).toBeGreaterThan(0);
      for (const query of counts) {
        expect(await planOf(database, query), query.sql).not.toMatch(/\bposts\b/);
        expect(query.sql).not.toMatch(/category_id|renewed_at </);
      }
    });
  }
});
