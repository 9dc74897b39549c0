import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { FeedFilters } from '../../src/contract';
import type { Database } from '../db/schema';
import { cheaperPlan, circleOf, inCircle, type GeoPlan } from './feed-geo';
import { locationKey } from './posts.store';
import { MAX_ROW_ID } from './row-ids';

/** The filters of one feed, without the page: what a count and every page of one snapshot share. */
export type FeedScope = {
  filters: Omit<FeedFilters, 'page' | 'per_page' | 'paginate' | 'snapshot'>;
  /** Only posts with an id up to this one: the newest post the first page saw. */
  snapshot: number;
};

type PostsQuery<O> = SelectQueryBuilder<Database, 'posts', O>;

/** Newest posts tested to choose how a page of a location filter is read. */
const GEO_SAMPLE = 500;

/** The scope's filters on a query over posts. Each one narrows through its (column, id) index. */
function inScope<O>(query: PostsQuery<O>, { filters, snapshot }: FeedScope, plan: GeoPlan = 'index'): PostsQuery<O> {
  let narrowed = query.where('posts.id', '<=', Math.min(snapshot, MAX_ROW_ID));
  if (filters.category !== undefined) narrowed = narrowed.where('posts.category_id', '=', Math.min(filters.category, MAX_ROW_ID));
  if (filters.category_type !== undefined) narrowed = narrowed.where('posts.category_type', '=', filters.category_type);
  if (filters.min_price !== undefined) narrowed = narrowed.where('posts.price', '>=', filters.min_price);
  if (filters.max_price !== undefined) narrowed = narrowed.where('posts.price', '<=', filters.max_price);
  if (filters.state !== undefined) narrowed = narrowed.where('posts.state_key', '=', locationKey(filters.state));
  if (filters.city !== undefined) narrowed = narrowed.where('posts.city_key', '=', locationKey(filters.city));
  if (filters.delivery_time !== undefined) narrowed = narrowed.where('posts.delivery_time', '=', filters.delivery_time);
  const circle = circleOf(filters);
  return circle ? inCircle(narrowed, circle, plan) : narrowed;
}

/** The feed: which posts a page shows, newest first, and how many a scope holds. */
export function feedStore(db: Kysely<Database>) {
  async function countWhere<O>(query: PostsQuery<O>): Promise<number> {
    const row = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * A location filter either keeps many of the newest posts (a city's feed: walking the newest posts
   * fills a page after a few dozen) or few (the index finds them all, then sorts them): a sample of
   * the newest posts tells which.
   */
  async function geoPlan(scope: FeedScope, rowsWanted: number): Promise<GeoPlan> {
    const recent = db
      .selectFrom('posts')
      .select('id')
      .where('id', '<=', Math.min(scope.snapshot, MAX_ROW_ID))
      .orderBy('id', 'desc')
      .limit(GEO_SAMPLE)
      .as('recent');
    const sample = await db
      .selectFrom(recent)
      .select((eb) => [eb.fn.max('recent.id').as('newest'), eb.fn.min('recent.id').as('oldest'), eb.fn.countAll().as('size')])
      .executeTakeFirstOrThrow();
    if (Number(sample.size) < GEO_SAMPLE) return 'walk';
    const kept = await countWhere(inScope(db.selectFrom('posts'), scope, 'walk').where('posts.id', '>=', Number(sample.oldest)));
    return cheaperPlan(kept / GEO_SAMPLE, Number(sample.newest), rowsWanted);
  }

  const hiddenBy = (viewerId: number) =>
    db.selectFrom('hidden_posts').select('hidden_posts.post_id').where('hidden_posts.user_id', '=', viewerId);

  return {
    /** The newest post id, 0 without posts: the snapshot of a first page. */
    async latestId(): Promise<number> {
      const row = await db.selectFrom('posts').select((eb) => eb.fn.max('id').as('latest')).executeTakeFirst();
      return Number(row?.latest ?? 0);
    },

    /** Ids of one page, newest first, leaving out what the viewer hid: one query (two more plan a location filter). */
    async pageIds(scope: FeedScope, viewerId: number | null, offset: number, limit: number): Promise<number[]> {
      const plan = circleOf(scope.filters) ? await geoPlan(scope, offset + limit) : 'index';
      let query = inScope(db.selectFrom('posts').select('posts.id'), scope, plan);
      if (viewerId !== null) query = query.where('posts.id', 'not in', hiddenBy(viewerId));
      const rows = await query.orderBy('posts.id', 'desc').limit(limit).offset(offset).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Posts in the scope, whoever looks. Without filters it is the table's count less the posts newer
     * than the snapshot: SQLite counts a whole table from its smallest index's pages (0.15 ms at 100,000
     * posts), where counting an id range reads every row (20 ms).
     */
    async countAll(scope: FeedScope): Promise<number> {
      if (Object.values(scope.filters).some((value) => value !== undefined)) return countWhere(inScope(db.selectFrom('posts'), scope));
      const newer = db.selectFrom('posts').where('posts.id', '>', Math.min(scope.snapshot, MAX_ROW_ID));
      return (await countWhere(db.selectFrom('posts'))) - (await countWhere(newer));
    },

    /** Posts of the scope's filters with an id after `after`, up to the scope's snapshot: a range of the primary key. */
    countSince(scope: FeedScope, after: number): Promise<number> {
      return countWhere(inScope(db.selectFrom('posts'), scope).where('posts.id', '>', after));
    },

    /** Posts in the scope that the viewer hid (driven by their few hidden rows, not by the posts). */
    countHidden(scope: FeedScope, viewerId: number): Promise<number> {
      return countWhere(inScope(db.selectFrom('posts'), scope).where('posts.id', 'in', hiddenBy(viewerId)));
    },
  };
}

export type FeedStore = ReturnType<typeof feedStore>;
