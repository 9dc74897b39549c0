import type { CompiledQuery, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../../server/clock';
import type { Database } from '../../../../server/db/schema';
import { listingsStore, type ListingScope } from '../../../../server/store/listings/listings.store';
import { planOf } from '../../support/sqlite-plans';
import { openSqliteTestDatabase, type TestDatabase } from '../../support/test-database';

/** The database, keeping in `compiled` each statement run through its executeQuery with its values (precompiled ones too). */
function recording(database: TestDatabase, compiled: CompiledQuery[]): Kysely<Database> {
  const kysely = database.db.kysely;
  return new Proxy(kysely, {
    get(target, property) {
      if (property === 'executeQuery') {
        return (query: CompiledQuery) => {
          compiled.push(query);
          return target.executeQuery(query);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const filtersOf = (chosen: Partial<ListingScope['filters']>): ListingScope['filters'] => ({ state: undefined, city: undefined, delivery_time: undefined, ...chosen });

/**
 * A listing search of a common word sorted by most liked walks a likes index in its order and stops at the page:
 * it reads no post row and sorts nothing, with a state or a category chosen too (each leads a likes index of its
 * own) or a price range (held by the index). SQLite's plans: PostgreSQL plans by its statistics.
 */
describe('a most-liked listing page walks a covering likes index (SQLite)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openSqliteTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  const cases = [
    { filters: {}, index: 'posts_likes_idx' },
    { filters: { state: 'Lagos' }, index: 'posts_state_key_likes_idx' },
    { filters: { category: 3 }, index: 'posts_category_id_likes_idx' },
    { filters: { state: 'Lagos', max_price: 20_000 }, index: 'posts_state_key_likes_idx' },
  ];

  for (const { filters, index } of cases) {
    it(`walks ${index} for ${JSON.stringify(filters)}`, async () => {
      const compiled: CompiledQuery[] = [];
      const listings = listingsStore(recording(database, compiled), 'sqlite', systemClock);
      const scope: ListingScope = { filters: filtersOf(filters), snapshot: 1_000_000, text: 'ankara', sort: 'most_liked' };
      const words = await listings.wordsOf('ankara');
      compiled.length = 0;
      await listings.pageIds(scope, words, null, 0, 11, true);
      const walk = compiled.find((query) => /order by "posts"."no_of_likes" desc/.test(query.sql));
      if (!walk) throw new Error(`no walk by likes among ${compiled.map((query) => query.sql).join('\n')}`);
      const plan = await planOf(database, walk);
      expect(plan, walk.sql).toMatch(new RegExp(`(SCAN|SEARCH) posts USING COVERING INDEX ${index}\\b`));
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    });
  }
});
