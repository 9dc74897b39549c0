import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../../server/clock';
import { feedStore, type FeedScope } from '../../../../server/store/feed/feed.store';
import { seedFeed } from '../../../../scripts/bench/feed-seed';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../../support/test-database';

const POSTS = 20_000;

/**
 * PostgreSQL plans the feed's queries from its statistics: a page or a count of a broad filter walks the newest
 * posts and stops, and never sorts or scans the whole table. Hiding a column from the planner the way SQLite
 * needs (`+sold`) left PostgreSQL without statistics for it: it took `+sold = 0` to keep 0.5% of the posts and
 * sorted all of them for every count (280 ms a request at 100,000 posts).
 */
describe.runIf(testDatabaseKind === 'postgres')('feed plans on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedFeed(database.db.kysely, { posts: POSTS, vendors: 50 });
    await database.db.kysely.executeQuery({ sql: 'analyze posts', parameters: [], query: { kind: 'RawNode' } } as never);
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
  });

  /** The statements the store sent, as PostgreSQL received them (text and values). */
  async function sentWhile(run: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }[]> {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await run();
      // A kept statement goes as { name, text, values } (server/db/named-statements.ts), the others as text and values.
      return query.mock.calls.map(([first, values]) =>
        typeof first === 'string' ? { text: first, values: (values ?? []) as unknown[] } : (first as unknown as { text: string; values: unknown[] }),
      );
    } finally {
      query.mockRestore();
    }
  }

  async function planOf({ text, values }: { text: string; values: unknown[] }): Promise<string> {
    const { rows } = await database.db.kysely.executeQuery<{ 'QUERY PLAN': string }>({ sql: `explain ${text}`, parameters: values, query: { kind: 'RawNode' } } as never);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  const filtersOf = (chosen: Partial<FeedScope['filters']>): FeedScope['filters'] => ({ state: undefined, city: undefined, delivery_time: undefined, ...chosen });
  const scopes = [{}, { min_price: 500 }, { category_type: 'product' as const }, { max_price: 400_000 }].map(filtersOf);

  for (const filters of scopes) {
    it(`walks the newest posts for ${JSON.stringify(filters)}, sorting none`, async () => {
      const feed = feedStore(database.db.kysely, 'postgres', systemClock);
      const scope = { filters, snapshot: 1_000_000 };
      const sent = await sentWhile(async () => {
        await feed.pageIds(scope, null, 0, 11);
        await feed.reaches(scope, null, 1001);
      });
      expect(sent.length).toBeGreaterThan(0);
      for (const statement of sent) {
        expect(await planOf(statement), statement.text).not.toMatch(/Seq Scan on posts|Sort Key/);
      }
    });
  }

  it('finds a circle holding no posts on the position index, not by walking every post backward', async () => {
    // 18 km south-east of the bench's Kano posts: its bounding box holds thousands of them, the circle none.
    const filters = filtersOf({ lat: 11.92119, lng: 8.74709, radius: 15 });
    const feed = feedStore(database.db.kysely, 'postgres', systemClock);
    const scope = { filters, snapshot: 1_000_000 };
    let ids: number[] = [];
    const sent = await sentWhile(async () => {
      ids = await feed.pageIds(scope, null, 0, 11);
    });
    expect(ids).toEqual([]);
    const page = sent.find((statement) => /^select "posts"."id" from "posts"/.test(statement.text) && /order by/.test(statement.text));
    expect(page).toBeDefined();
    expect(await planOf(page ?? { text: '', values: [] })).not.toMatch(/Index Scan Backward using posts_pkey/);
  });
});
