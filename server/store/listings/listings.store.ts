import { sql, type Kysely } from 'kysely';
import { POST_LIFE, type ListingSort } from '../../../src/contract';
import { isoBefore, type Clock } from '../../clock';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { circleOf } from '../feed/feed-geo';
import type { FeedScope } from '../feed/feed.store';
import { COUNTED_READ, listingQueries, scopeShape, scopeValues, shapedStatements, type ListingQuery, type ScopePlan } from './listing-queries';
import { searchWordsIn, type SearchWord } from './listing-words';
import { listingSurveys } from './listing-survey';
import { ringValuesOf } from './nearest-rings';
import { textMatcherFor, type SearchTables } from './text-matchers';

/** A listing search: the feed's filters, the words searched (none: every post), the order, and the snapshot. */
export type ListingScope = FeedScope & { text: string; sort: ListingSort };

/**
 * Relevance orders the newest this many matches; older matches follow them newest first. A marketplace's fresh
 * listings matter most, and ranking 1,001 matches of a common word cost 2.3 ms of SQL a search (issue 16).
 */
export const RELEVANCE_WINDOW = 300;
/** Suggestions rank the titles of the newest this many matches. */
const SUGGESTIONS_READ = 200;

/**
 * Words held by fewer posts than this are read whole, sorted: the page and the count in one statement. Words held
 * by more, sorted by price or likes, walk the price or likes index testing each post's membership in the matches,
 * instead of joining and sorting every match (at 100,000 posts a word held by 3% of them: by price 1.3 -> 0.4 ms,
 * by likes 2.1 -> 0.45). Rare words walked would cost more than sorted (three rare words: 0.3 ms sorted, 4 walked).
 */
export const FEW_MATCHES = 500;
/** Deeper pages than this are sorted: a walk reads (offset + limit) / share-of-posts entries. */
const WALK_DEEPEST = 100;

/**
 * Whether a nearest-first page of a circle may be read in a ring of it (SQLite, nearest-rings.ts): not with filters
 * post_geo does not hold (a price, a place, a delivery time, a kind of category), which the ring's count of posts
 * would overrate, so the ring would fall short and the circle be read after it.
 */
const ringsServe = ({ filters }: ListingScope): boolean =>
  [filters.min_price, filters.max_price, filters.state, filters.city, filters.delivery_time, filters.category_type].every((filter) => filter === undefined);

/** How a page of words is read (SQLite): all of few matches, walking an index, or the matches joined and sorted. */
type PagePlan = 'few' | 'walk' | 'matches';

/** A search text's words as searched, the newest post id, and whether the words hold FEW_MATCHES posts when known. */
export type SearchedText = { words: SearchWord[]; latestId: number; manyMatches?: boolean };

/** A page's ids, and how many posts the scope holds when reading the page counted them (up to the cap + 1). */
export type ListingPage = { ids: number[]; counted?: number };

/**
 * Listing search and sort over the feed's filters: full-text matches (SQLite FTS5 or PostgreSQL text search,
 * text-matchers.ts) with typo tolerance, ranked by relevance or sorted by price, distance or likes.
 */
export function listingsStore(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const matcher = textMatcherFor(db, dialect, () => clock.now().getTime());
  const searchDb = db.withTables<SearchTables>();

  const survey = listingSurveys(db, dialect, matcher);
  const queries = listingQueries(db, dialect, matcher);
  const statement = shapedStatements(db, dialect, queries);

  /**
   * The text as searched in the order given: its words, each that finds nothing taking the indexed words near it
   * (its typo's corrections), the newest post id, and for a sorted page whether the words hold FEW_MATCHES posts
   * (unknown after a typo: the near words match other posts). One statement, more for a typo.
   */
  async function searchOf(text: string, sort: ListingSort = 'relevance'): Promise<SearchedText> {
    const typed = searchWordsIn(text);
    const { latestId, found, holdsAtLeast } = await survey(typed, sort === 'relevance' ? undefined : FEW_MATCHES);
    if (found.every(Boolean)) return { words: typed, latestId, manyMatches: holdsAtLeast };
    const words = await Promise.all(typed.map(async (word, index) => (found[index] ? word : { ...word, nearWords: await matcher.nearWordsOf(word) })));
    return { words, latestId };
  }

  /** The scope's shape and values, for the statements of `plan`. */
  const partsOf = (scope: ListingScope, words: readonly SearchWord[], viewerId: number | null, plan: ScopePlan = 'matches') =>
    ({ shape: scopeShape(scope, plan), values: scopeValues(scope, words, viewerId, matcher, clock) });

  /** The scope's posts the viewer can see, built now (statements run now and then). */
  function scoped(scope: ListingScope, words: readonly SearchWord[], viewerId: number | null): ListingQuery {
    const { shape, values } = partsOf(scope, words, viewerId);
    return queries.scoped(shape, values);
  }

  /**
   * Relevance ranks the newest RELEVANCE_WINDOW matches best first (ranking every match of a common word cost
   * tens of milliseconds at 100,000 posts); when the window is full, older matches follow it newest first.
   */
  async function relevancePage(scope: ListingScope, words: readonly SearchWord[], viewerId: number | null, offset: number, limit: number): Promise<ListingPage> {
    const { shape, values } = partsOf(scope, words, viewerId, 'ranked');
    // One row past the window counts the scope up to the cap + 1, as countUpTo would.
    const rows = await statement('ranked', shape, { ...values, counting: RELEVANCE_WINDOW + 1, window: RELEVANCE_WINDOW, limit, offset }, (q, v) => q.rankedPage(shape, v));
    const page = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    const counted = Number(rows[0]?.counted ?? 0);
    if (counted <= RELEVANCE_WINDOW || page.length === limit) return { ids: page, counted };
    const oldest = Number(rows[0]?.oldest ?? 0);
    const rest = await queries.scoped(shape, values)
      .where(queries.idOf(values), '<', oldest)
      .orderBy(queries.idOf(values), 'desc')
      .limit(queries.limitOf(limit - page.length))
      .offset(queries.limitOf(Math.max(0, offset - RELEVANCE_WINDOW)))
      .execute();
    return { ids: [...page, ...rest.map((row) => row.id)], counted };
  }

  /** How a page sorted other than by relevance is read (see FEW_MATCHES). */
  async function planOf(scope: ListingScope, words: readonly SearchWord[], offset: number, manyMatches: boolean | undefined): Promise<PagePlan> {
    if (!matcher.walk || words.length === 0) return 'matches';
    if (!(manyMatches ?? (await survey(words, FEW_MATCHES)).holdsAtLeast)) return 'few';
    const walkable = scope.sort === 'price_asc' || scope.sort === 'price_desc' || scope.sort === 'most_liked';
    return walkable && offset <= WALK_DEEPEST && !circleOf(scope.filters) ? 'walk' : 'matches';
  }

  return {
    searchOf,

    /** The text's words as searched: with the near words of those that find nothing. */
    async wordsOf(text: string): Promise<SearchWord[]> {
      return (await searchOf(text)).words;
    },

    /**
     * Ids of one page of the scope as the viewer sees it, in the scope's order, and the scope counted up to the cap
     * + 1 unless the page is empty; `manyMatches` as searchOf learned it, else asked.
     */
    async pageIds(scope: ListingScope, words: readonly SearchWord[], viewerId: number | null, offset: number, limit: number, manyMatches?: boolean): Promise<ListingPage> {
      if (scope.sort === 'relevance' && words.length > 0) return relevancePage(scope, words, viewerId, offset, limit);
      const plan = await planOf(scope, words, offset, manyMatches);
      const { shape, values } = partsOf(scope, words, viewerId, plan === 'walk' ? 'walk' : 'matches');
      const { sort } = scope;
      if (plan === 'few') {
        const rows = await statement(`few:${sort}`, shape, { ...values, limit: FEW_MATCHES }, (q, v) => q.sorted(q.scoped(shape, v), sort, shape, v).limit(q.limitOf(v.limit)));
        return { ids: rows.slice(offset, offset + limit).map((row) => row.id), counted: rows.length };
      }
      if (shape.circle && words.length > 0 && sort !== 'newest' && dialect === 'sqlite') {
        const cap = COUNTED_READ;
        const rings = sort === 'nearest' && ringsServe(scope) ? ringValuesOf(shape.circle, { ...values, need: Math.max(offset + limit, cap) }) : null;
        // Every match in the circle is read for this order, once, for the page and the count (listing-queries.ts;
        // PostgreSQL keeps the plan its planner chooses for the page with its count); nearest first, a ring of it.
        const rows = rings
          ? await statement('circle:rings', shape, { ...values, ...rings, limit, offset }, (q, v) => q.nearestPage(shape, v))
          : await statement(`circle:${sort}`, shape, { ...values, cap, limit, offset }, (q, v) => q.circlePage(shape, v, sort));
        return { ids: rows.map((row) => row.id), ...(rows[0] ? { counted: Number(rows[0].counted) } : {}) };
      }
      // The count up to the cap + 1 rides on the page (evaluated once): a second statement cost the event loop more.
      const rows = await statement(`page:${sort}`, shape, { ...values, cap: COUNTED_READ, limit, offset }, (q, v) => {
        const window = q.scoped({ ...shape, plan: 'matches' }, v).limit(q.limitOf(v.cap));
        return q.sorted(q.scoped(shape, v), sort, shape, v)
          .select(sql<number>`(select count(*) from (${window}) as counted_window)`.as('counted'))
          .limit(q.limitOf(v.limit))
          .offset(q.limitOf(v.offset));
      });
      return { ids: rows.map((row) => row.id), ...(rows[0] ? { counted: Number(rows[0].counted) } : {}) };
    },

    /** Whether the post is in the scope as the viewer sees it: a saved search run on one new post (issue 16). */
    async includes(scope: ListingScope, words: readonly SearchWord[], viewerId: number, postId: number): Promise<boolean> {
      const row = await scoped(scope, words, viewerId).where('posts.id', '=', postId).limit(queries.limitOf(1)).executeTakeFirst();
      return row !== undefined;
    },

    /** How many posts of the scope the viewer can see, counted up to `cap` + 1. */
    async countUpTo(scope: ListingScope, words: readonly SearchWord[], viewerId: number | null, cap: number): Promise<number> {
      const window = scoped(scope, words, viewerId).limit(queries.limitOf(cap + 1)).as('window');
      const row = await searchDb.selectFrom(window).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * The best-matching available posts' titles (each once, ignoring case), best first, from the newest matches:
     * never a held post's, nor, for a signed-in viewer, one of a user they blocked or who blocked them (issue 16).
     */
    async matchingTitles(words: readonly SearchWord[], limit: number, viewerId: number | null): Promise<string[]> {
      if (words.length === 0) return [];
      const rows = await searchDb
        .selectFrom('post_search')
        .innerJoin('posts', 'posts.id', matcher.postId)
        .select(['posts.title', matcher.score(matcher.queryText(words)).as('score')])
        .where(matcher.matches(matcher.queryText(words)))
        .where('posts.sold', '=', 0)
        .where('posts.renewed_at', '>=', isoBefore(clock, POST_LIFE.lifetime))
        .where('posts.id', 'not in', searchDb.selectFrom('held_posts').select('held_posts.post_id'))
        .$if(viewerId !== null, (q) =>
          q
            .where('posts.user_id', 'not in', searchDb.selectFrom('blocks').select('blocks.blocked_id').where('blocks.blocker_id', '=', viewerId ?? 0))
            .where('posts.user_id', 'not in', searchDb.selectFrom('blocks').select('blocks.blocker_id').where('blocks.blocked_id', '=', viewerId ?? 0)),
        )
        .orderBy(sql.ref(matcher.postId), 'desc')
        .limit(queries.limitOf(SUGGESTIONS_READ))
        .execute();
      const titles = new Map<string, string>();
      for (const row of rows.sort((a, b) => Number(b.score) - Number(a.score))) {
        const key = row.title.trim().toLowerCase();
        if (!titles.has(key)) titles.set(key, row.title.trim());
      }
      return [...titles.values()].slice(0, limit);
    },
  };
}

export type ListingsStore = ReturnType<typeof listingsStore>;
