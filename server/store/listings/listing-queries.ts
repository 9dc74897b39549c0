import { sql, type Compilable, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { LISTING_LIMITS, POST_LIFE, type ListingSort } from '../../../src/contract';
import { isoBefore, type Clock } from '../../clock';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { circleOf, circleTermsOf, coversEarth, haversineTerm, inCircleTerms, type Circle, type CircleTerms } from '../feed/feed-geo';
import type { FeedScope } from '../feed/feed.store';
import { unindexed } from '../feed/unindexed';
import { locationKey } from '../posts.store';
import { precompiled } from '../precompiled';
import { unplannedLimit } from '../unplanned-limit';
import { MAX_ROW_ID } from '../row-ids';
import type { SearchWord } from './listing-words';
import { chosenRing, ringRows, ringSample, type RingTerms } from './nearest-rings';
import type { SearchTables, TextMatcher } from './text-matchers';

export type ListingQuery = SelectQueryBuilder<Database & SearchTables, 'posts' | 'post_search', { id: number; score: number }>;

/** How a scope's posts are read: ranked by relevance, all matches, or walking an index testing membership (SQLite). */
export type ScopePlan = 'ranked' | 'matches' | 'walk';

/** The feed filters a scope compares a column of posts with, and how. */
const FILTERS = {
  category: ['posts.category_id', '='],
  category_type: ['posts.category_type', '='],
  min_price: ['posts.price', '>='],
  max_price: ['posts.price', '<='],
  state: ['posts.state_key', '='],
  city: ['posts.city_key', '='],
  delivery_time: ['posts.delivery_time', '='],
} as const;

type FilterName = keyof typeof FILTERS;

/**
 * A scope's values as its statement takes them, each a parameter (a stand-in while precompiling): present keys
 * only, so which are present is part of the statement's shape and their values are not. Named apart from a
 * statement's own values (limit, offset, cap), which are spread over them.
 */
export type ScopeValues = { snapshot: number; liveSince: string; text?: string; viewerId?: number } & { [name in FilterName]?: string | number } & Partial<CircleTerms>;

/**
 * What a scope's statement depends on besides its values. `rangeUnindexed`: a price range is tested on the index
 * the walk chose (the likes ones hold the price) rather than leading the plan itself.
 */
export type ScopeShape = { plan: ScopePlan; showSold: boolean; circle?: Circle; rangeUnindexed?: boolean };

/** The scope's values: the filters as the columns hold them, the snapshot and lifetime's start, the words' query text. */
export function scopeValues(scope: FeedScope, words: readonly SearchWord[], viewerId: number | null, matcher: TextMatcher, clock: Clock): ScopeValues {
  const { category, category_type: type, min_price: min, max_price: max, state, city, delivery_time: delivery } = scope.filters;
  const given: ScopeValues = {
    snapshot: Math.min(scope.snapshot, MAX_ROW_ID),
    liveSince: isoBefore(clock, POST_LIFE.lifetime),
    text: words.length > 0 ? matcher.queryText(words) : undefined,
    viewerId: viewerId ?? undefined,
    category: category === undefined ? undefined : Math.min(category, MAX_ROW_ID),
    category_type: type,
    min_price: min,
    max_price: max,
    state: state === undefined ? undefined : locationKey(state),
    city: city === undefined ? undefined : locationKey(city),
    delivery_time: delivery,
    ...circleTermsOfScope(scope),
  };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as ScopeValues;
}

export const scopeShape = (scope: FeedScope & { sort?: ListingSort }, plan: ScopePlan): ScopeShape => ({
  plan,
  showSold: scope.filters.show_sold === true,
  circle: circleOf(scope.filters) ?? undefined,
  ...(plan === 'walk' && scope.sort === 'most_liked' ? { rangeUnindexed: true } : {}),
});

/** The scope's circle's terms as values (none without a circle), so a circle's statements are compiled once too. */
function circleTermsOfScope(scope: FeedScope): Partial<CircleTerms> {
  const circle = circleOf(scope.filters);
  return circle ? circleTermsOf(circle) : {};
}

/** The circle's terms among the values, there when the shape has a circle. */
function termsIn({ centreLat, centreLng, cosLat, reach, minLat, maxLat, minLng, maxLng }: ScopeValues): CircleTerms<unknown> {
  if (centreLat === undefined || centreLng === undefined || cosLat === undefined || reach === undefined || minLat === undefined || maxLat === undefined) {
    throw new Error('a circle\'s statement without its terms');
  }
  return { centreLat, centreLng, cosLat, reach, minLat, maxLat, ...(minLng !== undefined && maxLng !== undefined ? { minLng, maxLng } : {}) };
}

/**
 * What a sort orders by before its ties (newest first): nearest, the haversine term (it grows with the distance);
 * none for newest, relevance and nearest without a circle.
 */
function sortKeyOf(sort: ListingSort, circle: Circle | undefined, values: ScopeValues): { of: RawBuilder<unknown>; direction: 'asc' | 'desc' } | undefined {
  switch (sort) {
    case 'price_asc':
      return { of: sql`${sql.ref('posts.price')}`, direction: 'asc' };
    case 'price_desc':
      return { of: sql`${sql.ref('posts.price')}`, direction: 'desc' };
    case 'most_liked':
      return { of: sql`${sql.ref('posts.no_of_likes')}`, direction: 'desc' };
    case 'nearest':
      return circle ? { of: haversineTerm(termsIn(values)), direction: 'asc' } : undefined;
    default:
      return undefined;
  }
}

/** What a page counts its matches up to: the count's cap + 1, past which the answer says the count is a lower bound. */
export const COUNTED_READ = LISTING_LIMITS.countedMax + 1;

/** The queries of a listing search, built from a shape and values: the same for a plain run and a precompiled one. */
export function listingQueries(db: Kysely<Database>, dialect: DialectName, matcher: TextMatcher) {
  const searchDb = db.withTables<SearchTables>();
  /** A LIMIT or OFFSET given as a value (unplanned-limit.ts). */
  const limitOf = (value: unknown) => unplannedLimit(value, dialect);

  /**
   * The scope's posts the viewer can see, with their relevance score when `ranked` (else 0: bm25 on every match
   * cost a price-sorted page or a count of a common word twice what finding the matches did).
   */
  function scoped({ plan, showSold, circle, rangeUnindexed }: ScopeShape, values: ScopeValues): ListingQuery {
    const walk = plan === 'walk' && matcher.walk ? matcher.walk : undefined;
    // Walking, the newest-first and liveness tests must not lead the plan, or SQLite walks the posts by id.
    const always = (column: 'id' | 'sold' | 'renewed_at') => (walk ? unindexed(column, dialect) : sql.ref(`posts.${column}`));
    const posts = searchDb.selectFrom('posts').select(['posts.id', sql<number>`0`.as('score')]) as unknown as ListingQuery;
    const { text, viewerId } = values;
    const base = text === undefined
      ? posts
      : walk
        ? posts.where(walk.member(text))
        : searchDb
          .selectFrom('post_search')
          .innerJoin('posts', 'posts.id', matcher.postId)
          .select(['posts.id', plan === 'ranked' ? matcher.score(text).as('score') : sql<number>`0`.as('score')])
          .where(matcher.matches(text));
    let narrowed = base.where(always('id'), '<=', values.snapshot);
    for (const name of Object.keys(FILTERS) as FilterName[]) {
      const [column, comparison] = FILTERS[name];
      const tested = rangeUnindexed && column === 'posts.price' ? unindexed('price', dialect) : column;
      if (values[name] !== undefined) narrowed = narrowed.where(tested, comparison, values[name]);
    }
    narrowed = narrowed
      .$if(!showSold, (q) => q.where(always('sold'), '=', 0))
      .where(always('renewed_at'), '>=', values.liveSince)
      // Held posts are no one's to find; a viewer does not find the posts of users they blocked (issue 16).
      .where('posts.id', 'not in', searchDb.selectFrom('held_posts').select('held_posts.post_id'))
      .$if(viewerId !== undefined, (q) =>
        q
          .where('posts.id', 'not in', searchDb.selectFrom('hidden_posts').select('hidden_posts.post_id').where('hidden_posts.user_id', '=', viewerId ?? 0))
          .where('posts.user_id', 'not in', searchDb.selectFrom('blocks').select('blocks.blocked_id').where('blocks.blocker_id', '=', viewerId ?? 0)),
      );
    return circle ? (inCircleTerms(narrowed as never, termsIn(values), coversEarth(circle), 'walk', dialect) as unknown as ListingQuery) : narrowed;
  }

  /**
   * The post id to order newest first by: the index's own with words, which FTS5 walks in that order (ordered
   * by posts.id, every match was read and sorted before the first page of a common word).
   */
  const idOf = (values: ScopeValues) => sql.ref(values.text !== undefined ? matcher.postId : 'posts.id');

  /** The query in the order (relevance aside): ties newest first. */
  function sorted(query: ListingQuery, sort: ListingSort, { circle }: ScopeShape, values: ScopeValues): ListingQuery {
    const key = sortKeyOf(sort, circle, values);
    return key ? query.orderBy(key.of, key.direction).orderBy('posts.id', 'desc') : query.orderBy(idOf(values), 'desc');
  }

  /**
   * A page of the scope's posts in a circle sorted by `sort` (distance, price or likes), each row carrying the posts
   * counted up to `cap`: the circle's matches read once into a table the page and the count both read (SQLite).
   * Read twice (the page, then the count as its subquery), with the distance computed again for the order, a
   * search of a common word in a circle cost 3.4 ms of SQL at 100,000 posts, against 2.0 so (issue 16).
   */
  function circlePage(shape: ScopeShape, values: ScopeValues & { cap: number; limit: number; offset: number }, sort: ListingSort): Compilable<Row> {
    const key = sortKeyOf(sort, shape.circle, values);
    if (!key) throw new Error(`circlePage: ${sort} is not sorted by a key`);
    const read = scoped(shape, values).select(sql`${key.of}`.as('sort_key'));
    const query = sql<Row>`with matched as materialized ${read}
      select id, (select count(*) from (select 1 from matched limit ${limitOf(values.cap)})) as counted
      from matched order by sort_key ${sql.raw(key.direction)}, id desc limit ${limitOf(values.limit)} offset ${limitOf(values.offset)}`;
    return { compile: () => query.compile(searchDb) };
  }

  /**
   * circlePage's page and count sorted nearest first, for words with many matches (SQLite): the matches of the
   * smallest ring around the centre that holds the page and the count's cap (`need` posts), when the share of
   * matches among the newest posts says a ring inside the circle holds them (nearest-rings.ts). FTS5 then tests
   * the ring's posts (read on post_geo) against the matches as it reads them, and only the matches in the ring are
   * read from posts: a typo read as the start of a word held by 27,000 posts, nearest in a city, read every match's
   * row to test its place. The ring's posts are the circle's nearest, so its page is the circle's; when the ring
   * finds fewer than `need` (other filters), or no ring is chosen, the circle is read as circlePage reads it.
   * Its limits are literals or unplanned (unplanned-limit.ts): SQLite prepared this statement again on every run
   * (5 ms) when a LIMIT was a bare parameter.
   */
  function nearestPage(shape: ScopeShape, values: ScopeValues & RingTerms & { limit: number; offset: number }): Compilable<Row> {
    const { text } = values;
    if (text === undefined || !shape.circle) throw new Error('nearestPage: words and a circle are needed');
    const terms = termsIn(values);
    const key = haversineTerm(terms);
    // The ring's posts post_geo keeps by its own dimensions (posts tests every filter again).
    const kept = sql.join<boolean>([
      sql`post_geo.id <= ${values.snapshot}`,
      sql`post_geo.max_renewed >= ${values.liveSecond}`,
      ...(shape.showSold ? [] : [sql`post_geo.max_sold <= 0`]),
      ...(values.category === undefined ? [] : [sql`post_geo.min_category >= ${values.category} and post_geo.max_category <= ${values.category}`]),
    ], sql` and `);
    const inRing = scoped({ ...shape, plan: 'matches' }, { ...values, text: undefined })
      .where(sql<boolean>`posts.id in (select id from hits)`)
      .where(sql<boolean>`${key} <= (select reach from ring)`)
      .select(sql`${key}`.as('sort_key'));
    const inCircle = scoped(shape, values).select(sql`${key}`.as('sort_key'));
    // The circle's read is joined after the one row saying whether the ring's is used, so it runs only if not.
    const query = sql<Row>`with sample as materialized (${ringSample(text, values)}),
      chosen as materialized (select ${chosenRing(values, kept)} as ring),
      ring as materialized (select column2 as reach, column3 as min_lat, column4 as max_lat, column5 as min_lng, column6 as max_lng
        from (${ringRows(values)}) where column1 = (select ring from chosen)),
      ring_posts as materialized (select post_geo.id from ring, post_geo where post_geo.max_lat >= ring.min_lat and post_geo.min_lat <= ring.max_lat
        and post_geo.max_lng >= ring.min_lng and post_geo.min_lng <= ring.max_lng and ${kept}),
      hits as materialized (select post_search.rowid as id from ring cross join post_search
        where post_search match ${text} and +post_search.rowid in (select id from ring_posts)),
      in_ring as materialized ${inRing},
      use_ring as materialized (select case when (select ring from chosen) < 0 then 0 else (select count(*) from in_ring) >= ${values.need} end as yes),
      matched as materialized (select in_ring.id, in_ring.sort_key from use_ring cross join in_ring where use_ring.yes = 1
        union all select in_circle.id, in_circle.sort_key from use_ring cross join ${inCircle} as in_circle where use_ring.yes = 0),
      totals as materialized (select (select count(*) from (select 1 from matched limit ${sql.lit(COUNTED_READ)})) as counted,
        (select case when yes = 1 then (select ring from chosen) else -1 end from use_ring) as ring)
      select matched.id, totals.counted, totals.ring from totals cross join matched
      order by matched.sort_key asc, matched.id desc limit ${limitOf(values.limit)} offset ${limitOf(values.offset)}`;
    return { compile: () => query.compile(searchDb) };
  }

  /**
   * A relevance page out of the newest `window` matches ranked best first, ties newest first; each row (one row
   * with a null id when the page is past them) carries the matches counted up to `window` + 1 and the oldest id
   * ranked. Ranked here rather than in JavaScript: the window's thousand rows sent from the read thread and sorted
   * cost the event loop more than the statement's other work (measured: 600 us of CPU a search against 35).
   */
  function rankedPage(shape: ScopeShape, values: ScopeValues & { window: number; counting: number; limit: number; offset: number }): Compilable<Row> {
    const read = scoped(shape, values).orderBy(idOf(values), 'desc').limit(limitOf(values.counting));
    // Kysely puts the embedded select in parentheses itself.
    // The window is the matches but the oldest when there is one past it (the read holds the window + 1).
    const query = sql<Row>`with matched as materialized ${read},
        totals as materialized (select count(*) as counted, min(id) as least from matched)
      select page.id, totals.counted, (select min(id) from matched where id > totals.least) as oldest
      from totals left join (
        select id, score from matched, totals where totals.counted <= ${values.window} or id > totals.least
        order by score desc, id desc limit ${limitOf(values.limit)} offset ${limitOf(values.offset)}) as page on 1 = 1
      order by page.score desc, page.id desc`;
    return { compile: () => query.compile(searchDb) };
  }

  return { scoped, sorted, circlePage, nearestPage, idOf, rankedPage, limitOf };
}

export type ListingQueries = ReturnType<typeof listingQueries>;

/**
 * A row of a listing statement: a post's id (null on a ranked window's row of counts alone), and what it counts;
 * `ring`, the ring a nearest page was read in (-1: the whole circle).
 */
export type Row = { id: number; score?: number; counted?: number | string; oldest?: number | null; ring?: number };

/** A statement's values: the scope's and its own (a limit, an offset, a cap). */
type StatementValues = ScopeValues & Record<string, unknown>;

/**
 * Runs the statement `build` makes of a shape and values, on SQLite compiled once per `name` and shape (which
 * values are present, a circle's terms among them): building it with Kysely on every search was most of the
 * store's own work on the event loop. Built each time: a circle around the whole earth's (its tests leave its
 * centre out, which a compiled statement would refuse), and PostgreSQL's, whose planner chooses by the values (a
 * statement kept prepared is planned generically after five runs).
 */
export function shapedStatements(db: Kysely<Database>, dialect: DialectName, queries: ListingQueries) {
  const compiled = new Map<string, (db: Kysely<Database>, values: readonly unknown[]) => Promise<Row[]>>();

  return async <V extends StatementValues>(name: string, shape: ScopeShape, values: V, build: (queries: ListingQueries, values: V) => Compilable<Row>): Promise<Row[]> => {
    if ((shape.circle && coversEarth(shape.circle)) || dialect === 'postgres') return (await db.executeQuery(build(queries, values).compile())).rows;
    const keys = Object.keys(values);
    const key = `${name}:${shape.plan}:${shape.showSold}:${shape.rangeUnindexed === true}:${keys.join(',')}`;
    let run = compiled.get(key);
    if (!run) {
      run = precompiled((_db, slots: readonly unknown[]) => build(queries, Object.fromEntries(keys.map((k, index) => [k, slots[index]])) as V))(dialect);
      compiled.set(key, run);
    }
    return run(db, keys.map((k) => values[k]));
  };
}
