import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { POST_LIFE, type FeedFilters } from '../../../src/contract';
import { isoBefore, type Clock } from '../../clock';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { cheaperPlan, circleOf, inCircle, inInnerSquare, innerSquareOf, type GeoPlan } from './feed-geo';
import { planSamples } from './plan-samples';
import { reachMemory } from './reach-memory';
import { areaRows, inRtreeCircle, type GeoArea } from './post-geo-rtree';
import { unindexed } from './unindexed';
import { leadingFilters } from './feed-leads';
import { precompiled } from '../precompiled';
import { locationKey } from '../posts.store';
import { MAX_ROW_ID } from '../row-ids';

/** The filters of one feed, without the page: what a count and every page of one snapshot share. */
export type FeedScope = {
  filters: Omit<FeedFilters, 'page' | 'per_page' | 'paginate' | 'snapshot'>;
  /** Only posts with an id up to this one: the newest post the first page saw. */
  snapshot: number;
};

type PostsQuery<O> = SelectQueryBuilder<Database, 'posts', O>;

/** Newest posts tested to choose how a page of a location filter is read. */
const GEO_SAMPLE = 500;

/**
 * A filter column as a query tests it: the filters that lead the walk (one, or a pair: feed-leads.ts) are
 * indexable, every other is hidden from SQLite's planner (`unindexed`), so it walks the most selective covering
 * index newest first instead of guessing among several (without statistics SQLite took a state's 30,000 posts over a category's
 * 3,700). A count's price range is indexable too, right behind its leading filter in that filter's price index
 * (or alone), and then its snapshot is not.
 */
const tested = (column: string, leads: boolean, dialect: DialectName): RawBuilder<unknown> =>
  leads ? sql`${sql.ref(`posts.${column}`)}` : unindexed(column, dialect);

/** Whether a query is a page (read in id order: a price range never leads) or a count (any order). */
type Walk = 'page' | 'count';

/**
 * The scope's filters on a query over posts, walked through the leading filter's covering index; only posts
 * renewed since `liveSince` (the others have expired, issue 16).
 */
function inScope<O>(query: PostsQuery<O>, { filters, snapshot }: FeedScope, liveSince: string, walk: Walk, dialect: DialectName, plan: GeoPlan = 'index'): PostsQuery<O> {
  const leading = leadingFilters(filters);
  const circle = circleOf(filters);
  // A count walks its price range in a price index (behind the leading filter, if any), not every post of the filter.
  const priceRange = walk === 'count' && (filters.min_price !== undefined || filters.max_price !== undefined);
  const priceLeads = priceRange && (leading.length === 0 || !circle);
  const { category, category_type: type, min_price: min, max_price: max, state, city, delivery_time: delivery, show_sold: showSold } = filters;
  const narrowed = query
    .where(tested('id', !priceLeads, dialect), '<=', Math.min(snapshot, MAX_ROW_ID))
    .$if(category !== undefined, (q) => q.where(tested('category_id', leading.includes('category'), dialect), '=', Math.min(category ?? 0, MAX_ROW_ID)))
    .$if(type !== undefined, (q) => q.where(tested('category_type', leading.includes('category_type'), dialect), '=', type))
    .$if(min !== undefined, (q) => q.where(tested('price', priceLeads, dialect), '>=', min))
    .$if(max !== undefined, (q) => q.where(tested('price', priceLeads, dialect), '<=', max))
    .$if(state !== undefined, (q) => q.where(tested('state_key', leading.includes('state'), dialect), '=', locationKey(state ?? '')))
    .$if(city !== undefined, (q) => q.where(tested('city_key', leading.includes('city'), dialect), '=', locationKey(city ?? '')))
    .$if(delivery !== undefined, (q) => q.where(tested('delivery_time', leading.includes('delivery_time'), dialect), '=', delivery))
    .$if(!showSold, (q) => q.where(tested('sold', false, dialect), '=', 0))
    .where(tested('renewed_at', false, dialect), '>=', liveSince);
  return circle ? inCircle(narrowed, circle, plan, dialect) : narrowed;
}

/** The filters without the circle: a query that narrows to a place its own way. */
function withoutPlace({ lat: _lat, lng: _lng, radius: _radius, ...filters }: FeedScope['filters']): FeedScope['filters'] {
  return filters;
}

/** Posts held for review (issue 16): no feed shows them, a visitor's or a signed-in viewer's. */
const heldPostIds = (db: Kysely<Database>) => db.selectFrom('held_posts').select('held_posts.post_id');

/** Posts of the users the viewer blocked (issue 16). */
const blockedPostIds = (db: Kysely<Database>, viewerId: number) =>
  db.selectFrom('blocks').innerJoin('posts', 'posts.user_id', 'blocks.blocked_id').select('posts.id as post_id').where('blocks.blocker_id', '=', viewerId);

/** Posts a signed-in viewer's feed leaves out: the ones they hid, the held ones and those of users they blocked. */
const unseenBy = (db: Kysely<Database>, viewerId: number) =>
  db
    .selectFrom('hidden_posts')
    .select('hidden_posts.post_id')
    .where('hidden_posts.user_id', '=', viewerId)
    .union(heldPostIds(db))
    .union(blockedPostIds(db, viewerId));

/**
 * How many posts up to a snapshot the viewer hid or wrote off by blocking their author (a post both hidden and
 * blocked counts twice: more than enough is what `reaches` needs): asked on every signed-in page, so compiled once.
 */
const hiddenCountQuery = precompiled((db, [viewerId, snapshot]: [number, number]) =>
  db
    .selectFrom('hidden_posts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', viewerId)
    .where('post_id', '<=', snapshot)
    .unionAll(blockedPostIds(db, viewerId).clearSelect().select((eb) => eb.fn.countAll().as('count')).where('posts.id', '<=', snapshot)),
);

/** The highest `sold` a whole-feed page shows: 0 leaves sold posts out (the default view), 1 keeps them (Show sold). */
const soldUpTo = (filters: FeedScope['filters']): number => (filters.show_sold ? 1 : 0);

/** The whole feed's ids up to a snapshot, newest first: what every first page asks, so compiled once. */
const allIdsQuery = precompiled((db, [snapshot, sold, liveSince, limit, offset]: [number, number, string, number, number], dialect) =>
  db
    .selectFrom('posts')
    .select('posts.id')
    .where('posts.id', '<=', snapshot)
    .where(tested('sold', false, dialect), '<=', sold)
    .where(tested('renewed_at', false, dialect), '>=', liveSince)
    .where('posts.id', 'not in', heldPostIds(db))
    .orderBy('posts.id', 'desc')
    .limit(limit)
    .offset(offset),
);

/** The same without what the viewer hid. */
const visibleIdsQuery = precompiled((db, [snapshot, sold, liveSince, viewerId, limit, offset]: [number, number, string, number, number, number], dialect) =>
  db
    .selectFrom('posts')
    .select('posts.id')
    .where('posts.id', '<=', snapshot)
    .where(tested('sold', false, dialect), '<=', sold)
    .where(tested('renewed_at', false, dialect), '>=', liveSince)
    .where('posts.id', 'not in', unseenBy(db, viewerId))
    .orderBy('posts.id', 'desc')
    .limit(limit)
    .offset(offset),
);

/**
 * What a page is ordered by: the post id, which a page walks newest first, except for a circle holding few posts
 * on PostgreSQL (the 'index' plan), ordered by an expression of it so the planner finds the circle's posts on the
 * position index and sorts them: it took the circle to hold posts all over the table, walked every post backward
 * for a circle holding none (90 ms) and filled no page.
 */
const pageOrder = (dialect: DialectName, plan: GeoPlan | undefined) =>
  dialect === 'postgres' && plan === 'index' ? sql`${sql.ref('posts.id')} + 0` : sql`${sql.ref('posts.id')}`;

/** No filter but Show sold, which the whole feed's queries take as a parameter. */
const isWholeFeed = ({ show_sold: _showSold, ...filters }: FeedScope['filters']): boolean =>
  Object.values(filters).every((value) => value === undefined);

/** The feed: which posts a page shows, newest first, and how many a scope holds. */
export function feedStore(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const countHidden = hiddenCountQuery(dialect);
  const allIds = allIdsQuery(dialect);
  const visibleIds = visibleIdsQuery(dialect);
  const newestSample = planSamples<{ newest: number; oldest: number; size: number }>();
  const reached = reachMemory(() => clock.now().getTime());
  /** The oldest renewal a post the feed shows may have: older ones have expired. */
  const liveSince = () => isoBefore(clock, POST_LIFE.lifetime);

  async function countWhere<O>(query: PostsQuery<O>): Promise<number> {
    const row = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * A location filter either keeps many of the newest posts (a city's feed: walking the newest posts
   * fills a page after a few dozen) or few (the index finds them all, then sorts them): a sample of
   * the newest posts tells which. Where the sample starts is kept per snapshot (walking to it cost as
   * much as the rest of a location page's plan).
   */
  async function geoPlan(scope: FeedScope, rowsWanted: number): Promise<GeoPlan> {
    const snapshot = Math.min(scope.snapshot, MAX_ROW_ID);
    const sample = await newestSample(snapshot, async () => {
      const recent = db.selectFrom('posts').select('id').where('id', '<=', snapshot).orderBy('id', 'desc').limit(GEO_SAMPLE).as('recent');
      const row = await db
        .selectFrom(recent)
        .select((eb) => [eb.fn.max('recent.id').as('newest'), eb.fn.min('recent.id').as('oldest'), eb.fn.countAll().as('size')])
        .executeTakeFirstOrThrow();
      return { newest: Number(row.newest), oldest: Number(row.oldest), size: Number(row.size) };
    });
    if (sample.size < GEO_SAMPLE) return 'walk';
    const kept = await countWhere(inScope(db.selectFrom('posts'), scope, liveSince(), 'count', dialect, 'walk').where('posts.id', '>=', sample.oldest));
    return cheaperPlan(kept / GEO_SAMPLE, sample.newest, rowsWanted);
  }

  async function wholeFeedIds(scope: FeedScope, viewerId: number | null, offset: number, limit: number): Promise<number[]> {
    const upTo = Math.min(scope.snapshot, MAX_ROW_ID);
    const sold = soldUpTo(scope.filters);
    const since = liveSince();
    const rows = viewerId === null ? await allIds(db, [upTo, sold, since, limit, offset]) : await visibleIds(db, [upTo, sold, since, viewerId, limit, offset]);
    return rows.map((row) => row.id);
  }

  async function hiddenCount(viewerId: number, snapshot: number): Promise<number> {
    const rows = await countHidden(db, [viewerId, Math.min(snapshot, MAX_ROW_ID)]);
    return rows.reduce((sum, row) => sum + Number(row.count), 0);
  }

  const hiddenBy = (viewerId: number | null) => (viewerId === null ? heldPostIds(db) : unseenBy(db, viewerId));

  /** Ids of the scope's posts the viewer can see (all but the held ones for a visitor). */
  function scopedIds(scope: FeedScope, viewerId: number | null, walk: Walk, plan?: GeoPlan): PostsQuery<{ id: number }> {
    return inScope(db.selectFrom('posts').select('posts.id'), scope, liveSince(), walk, dialect, plan).where('posts.id', 'not in', hiddenBy(viewerId));
  }

  /** The same, without the place filter: for a query that narrows to the place its own way. */
  const scopedIdsAnywhere = (scope: FeedScope, viewerId: number | null, walk: Walk) =>
    scopedIds({ ...scope, filters: withoutPlace(scope.filters) }, viewerId, walk);

  /** How many of the query's posts there are from `offset` on, up to `cap` + 1. */
  async function windowCount(query: PostsQuery<{ id: number }>, offset: number, cap: number): Promise<number> {
    // The order does not change how many rows a window of the scope holds, and without it the planner may walk any index.
    const window = query.limit(cap + 1).offset(offset).as('window');
    const row = await db.selectFrom(window).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * On SQLite a scope that narrows by place and category only is counted on the post_geo R*Tree, which finds an
   * area's posts directly: the (latitude, longitude) index walks the box's whole band of latitudes (ten times the
   * time for a city's square). Undefined for any other scope.
   */
  async function rtreeCount(scope: FeedScope, area: GeoArea, viewerId: number | null, offset: number, cap: number): Promise<number | undefined> {
    const { category, show_sold: showSold, ...others } = withoutPlace(scope.filters);
    if (dialect !== 'sqlite' || Object.values(others).some((value) => value !== undefined)) return undefined;
    const kept = { category, showSold: showSold === true, liveSince: liveSince(), snapshot: scope.snapshot, hidden: hiddenBy(viewerId) };
    const { rows } = await sql<{ count: number }>`select count(*) as count from (${areaRows(area, kept)} limit ${cap + 1} offset ${offset})`.execute(db);
    return Number(rows[0]?.count ?? 0);
  }

  return {
    /** The newest post id, 0 without posts: the snapshot of a first page. */
    async latestId(): Promise<number> {
      const row = await db.selectFrom('posts').select((eb) => eb.fn.max('id').as('latest')).executeTakeFirst();
      return Number(row?.latest ?? 0);
    },

    /** Ids of one page, newest first, leaving out what the viewer hid: one query (two more plan a location filter). */
    async pageIds(scope: FeedScope, viewerId: number | null, offset: number, limit: number): Promise<number[]> {
      if (isWholeFeed(scope.filters)) return wholeFeedIds(scope, viewerId, offset, limit);
      const circle = circleOf(scope.filters);
      const plan = circle ? await geoPlan(scope, offset + limit) : 'index';
      const query = circle && plan === 'index' && dialect === 'sqlite'
        ? inRtreeCircle(scopedIdsAnywhere(scope, viewerId, 'page'), circle)
        : scopedIds(scope, viewerId, 'page', plan);
      const rows = await query.orderBy(pageOrder(dialect, circle ? plan : undefined), 'desc').limit(limit).offset(offset).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Whether the scope holds at least `rank` posts the viewer can see: one index walk that skips to the
     * rank-th, without the per-row work of counting them (a third of a count's time when it is reached). On
     * SQLite it walks as a count does, a price range inside its price index: in id order a narrow range walked
     * every post of its leading filter to find a thousand in it. PostgreSQL walks the newest first, which its
     * planner otherwise replaces by a scan of the table.
     */
    async reaches(scope: FeedScope, viewerId: number | null, rank: number): Promise<boolean> {
      const walk = (viewer: number | null) =>
        dialect === 'sqlite' ? scopedIds(scope, viewer, 'count') : scopedIds(scope, viewer, 'page').orderBy('posts.id', 'desc');
      const rankth = async (viewer: number | null, skip: number) =>
        isWholeFeed(scope.filters) ? (await wholeFeedIds(scope, viewer, skip, 1))[0] : (await walk(viewer).limit(1).offset(skip).executeTakeFirst())?.id;
      const visitorReaches = (skip: number) =>
        reached(JSON.stringify(scope.filters), scope.snapshot, skip, async () => (await rankth(null, skip)) !== undefined);
      if (viewerId === null) return visitorReaches(rank - 1);
      // Testing each post against the viewer's hidden ones cost three times the walk: past the rank by as many
      // posts as the viewer hid, the rank is reached whichever of them the scope holds.
      const hidden = await hiddenCount(viewerId, scope.snapshot);
      if (await visitorReaches(rank - 1 + hidden)) return true;
      return hidden > 0 && (await rankth(viewerId, rank - 1)) !== undefined;
    },

    /**
     * Posts of the scope the viewer can see, from `offset` on, counted up to `cap` + 1 (one more tells that
     * more follow): the count stops early, so it costs what a page `cap` posts deep costs, whatever the
     * table's size, where a full count of a price range read every post of the range. A location
     * filter first counts a square inside its circle, without the great-circle test on each post (a
     * city's circle held thousands, 3 ms of tests): past the cap there, the circle is past it too.
     */
    async countUpTo(scope: FeedScope, viewerId: number | null, offset: number, cap: number): Promise<number> {
      const circle = circleOf(scope.filters);
      const square = circle && innerSquareOf(circle);
      if (square) {
        const inSquare =
          (await rtreeCount(scope, { square }, viewerId, offset, cap)) ??
          (await windowCount(inInnerSquare(scopedIdsAnywhere(scope, viewerId, 'count'), square), offset, cap));
        if (inSquare > cap) return inSquare;
      }
      const inCircle = circle ? await rtreeCount(scope, { circle }, viewerId, offset, cap) : undefined;
      return inCircle ?? windowCount(scopedIds(scope, viewerId, 'count'), offset, cap);
    },
  };
}

export type FeedStore = ReturnType<typeof feedStore>;
