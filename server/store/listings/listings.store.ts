import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { POST_LIFE, type ListingSort } from '../../../src/contract';
import { isoBefore, type Clock } from '../../clock';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { FEED_COUNT_CAP } from '../feed/feed-counts';
import { unindexed } from '../feed/unindexed';
import { circleOf, inCircle, type Circle } from '../feed/feed-geo';
import type { FeedScope } from '../feed/feed.store';
import { locationKey } from '../posts.store';
import { MAX_ROW_ID } from '../row-ids';
import { searchWordsIn, type SearchWord } from './listing-words';
import { listingSurveys } from './listing-survey';
import { textMatcherFor, type SearchTables } from './text-matchers';

/** A listing search: the feed's filters, the words searched (none: every post), the order, and the snapshot. */
export type ListingScope = FeedScope & { text: string; sort: ListingSort };

/** Relevance orders the newest this many matches (the feed's count cap); older matches follow them newest first. */
export const RELEVANCE_WINDOW = FEED_COUNT_CAP;

/**
 * Words held by fewer posts than this are read whole, sorted: the page and the count in one statement. Words held
 * by more, sorted by price or likes, walk the price or likes index testing each post's membership in the matches,
 * instead of joining and sorting every match (at 100,000 posts a word held by 3% of them: by price 1.3 -> 0.4 ms,
 * by likes 2.1 -> 0.45). Rare words walked would cost more than sorted (three rare words: 0.3 ms sorted, 4 walked).
 */
export const FEW_MATCHES = 500;
/** Deeper pages than this are sorted: a walk reads (offset + limit) / share-of-posts entries. */
const WALK_DEEPEST = 100;

/** How a page of words is read (SQLite): all of few matches, walking an index, or the matches joined and sorted. */
type PagePlan = 'few' | 'walk' | 'matches';

/** A search text's words as searched, the newest post id, and whether the words hold FEW_MATCHES posts when known. */
export type SearchedText = { words: SearchWord[]; latestId: number; manyMatches?: boolean };

/** A page's ids, and how many posts the scope holds when reading the page counted them (up to the cap + 1). */
export type ListingPage = { ids: number[]; counted?: number };

type ListingQuery = SelectQueryBuilder<Database & SearchTables, 'posts' | 'post_search', { id: number; score: number }>;

/** The haversine term of the distance to the circle's centre: it grows with the distance, so it orders by it. */
const distanceTerm = ({ lat, lng }: Circle) =>
  sql<number>`power(sin(radians(posts.latitude - ${lat}) / 2), 2)
    + ${Math.cos((lat * Math.PI) / 180)} * cos(radians(posts.latitude)) * power(sin(radians(posts.longitude - ${lng}) / 2), 2)`;

/**
 * Listing search and sort over the feed's filters: full-text matches (SQLite FTS5 or PostgreSQL text search,
 * text-matchers.ts) with typo tolerance, ranked by relevance or sorted by price, distance or likes.
 */
export function listingsStore(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const matcher = textMatcherFor(db, dialect, () => clock.now().getTime());
  const searchDb = db.withTables<SearchTables>();

  const survey = listingSurveys(db, dialect, matcher);

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

  /**
   * The scope's posts the viewer can see, with their relevance score when `ranked` (else 0: bm25 on every match
   * cost a price-sorted page or a count of a common word twice what finding the matches did).
   */
  function scoped(scope: ListingScope, words: readonly SearchWord[], viewerId: number | null, plan: 'ranked' | 'matches' | 'walk' = 'matches'): ListingQuery {
    const { category, category_type: type, min_price: min, max_price: max, state, city, delivery_time: delivery, show_sold: showSold } = scope.filters;
    const walk = plan === 'walk' && matcher.walk ? matcher.walk : undefined;
    // Walking, the newest-first and liveness tests must not lead the plan, or SQLite walks the posts by id.
    const always = (column: 'id' | 'sold' | 'renewed_at') => (walk ? unindexed(column, dialect) : sql.ref(`posts.${column}`));
    const posts = searchDb.selectFrom('posts').select(['posts.id', sql<number>`0`.as('score')]) as unknown as ListingQuery;
    const base = words.length === 0
      ? posts
      : walk
        ? posts.where(walk.member(words))
        : searchDb
          .selectFrom('post_search')
          .innerJoin('posts', 'posts.id', matcher.postId)
          .select(['posts.id', plan === 'ranked' ? matcher.score(words).as('score') : sql<number>`0`.as('score')])
          .where(matcher.matches(words));
    const narrowed = base
      .where(always('id'), '<=', Math.min(scope.snapshot, MAX_ROW_ID))
      .$if(category !== undefined, (q) => q.where('posts.category_id', '=', Math.min(category ?? 0, MAX_ROW_ID)))
      .$if(type !== undefined, (q) => q.where('posts.category_type', '=', type ?? ''))
      .$if(min !== undefined, (q) => q.where('posts.price', '>=', min ?? 0))
      .$if(max !== undefined, (q) => q.where('posts.price', '<=', max ?? 0))
      .$if(state !== undefined, (q) => q.where('posts.state_key', '=', locationKey(state ?? '')))
      .$if(city !== undefined, (q) => q.where('posts.city_key', '=', locationKey(city ?? '')))
      .$if(delivery !== undefined, (q) => q.where('posts.delivery_time', '=', delivery ?? ''))
      .$if(!showSold, (q) => q.where(always('sold'), '=', 0))
      .where(always('renewed_at'), '>=', isoBefore(clock, POST_LIFE.lifetime))
      // Held posts are no one's to find; a viewer does not find the posts of users they blocked (issue 16).
      .where('posts.id', 'not in', searchDb.selectFrom('held_posts').select('held_posts.post_id'))
      .$if(viewerId !== null, (q) =>
        q
          .where('posts.id', 'not in', searchDb.selectFrom('hidden_posts').select('hidden_posts.post_id').where('hidden_posts.user_id', '=', viewerId ?? 0))
          .where('posts.user_id', 'not in', searchDb.selectFrom('blocks').select('blocks.blocked_id').where('blocks.blocker_id', '=', viewerId ?? 0)),
      );
    const circle = circleOf(scope.filters);
    return circle ? (inCircle(narrowed as never, circle, 'walk', dialect) as unknown as ListingQuery) : narrowed;
  }

  /**
   * The post id to order newest first by: the index's own with words, which FTS5 walks in that order (ordered
   * by posts.id, every match was read and sorted before the first page of a common word).
   */
  const idOf = (words: readonly SearchWord[]) => sql.ref(words.length > 0 ? matcher.postId : 'posts.id');

  /** The query in the scope's order (relevance aside): ties newest first. */
  function sorted(query: ListingQuery, scope: ListingScope, words: readonly SearchWord[]): ListingQuery {
    const circle = circleOf(scope.filters);
    switch (scope.sort) {
      case 'price_asc':
        return query.orderBy('posts.price', 'asc').orderBy('posts.id', 'desc');
      case 'price_desc':
        return query.orderBy('posts.price', 'desc').orderBy('posts.id', 'desc');
      case 'most_liked':
        return query.orderBy('posts.no_of_likes', 'desc').orderBy('posts.id', 'desc');
      case 'nearest':
        return circle ? query.orderBy(distanceTerm(circle), 'asc').orderBy('posts.id', 'desc') : query.orderBy(idOf(words), 'desc');
      default:
        return query.orderBy(idOf(words), 'desc');
    }
  }

  /**
   * Relevance ranks the newest RELEVANCE_WINDOW matches best first (ranking every match of a common word cost
   * tens of milliseconds at 100,000 posts); when the window is full, older matches follow it newest first.
   */
  async function relevancePage(query: ListingQuery, words: readonly SearchWord[], offset: number, limit: number): Promise<ListingPage> {
    // One row past the window counts the scope up to the cap + 1, as countUpTo would.
    const read = await query.orderBy(idOf(words), 'desc').limit(RELEVANCE_WINDOW + 1).execute();
    const window = read.slice(0, RELEVANCE_WINDOW);
    const ranked = [...window].sort((a, b) => Number(b.score) - Number(a.score) || b.id - a.id).map((row) => row.id);
    const page = ranked.slice(offset, offset + limit);
    const oldest = window.at(-1)?.id ?? 0;
    if (read.length <= RELEVANCE_WINDOW || page.length === limit) return { ids: page, counted: read.length };
    const rest = await query
      .where(idOf(words), '<', oldest)
      .orderBy(idOf(words), 'desc')
      .limit(limit - page.length)
      .offset(Math.max(0, offset - ranked.length))
      .execute();
    return { ids: [...page, ...rest.map((row) => row.id)], counted: read.length };
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
      if (scope.sort === 'relevance' && words.length > 0) return relevancePage(scoped(scope, words, viewerId, 'ranked'), words, offset, limit);
      const plan = await planOf(scope, words, offset, manyMatches);
      const query = sorted(scoped(scope, words, viewerId, plan === 'walk' ? 'walk' : 'matches'), scope, words);
      if (plan === 'few') {
        const rows = await query.limit(FEW_MATCHES).execute();
        return { ids: rows.slice(offset, offset + limit).map((row) => row.id), counted: rows.length };
      }
      // The count up to the cap + 1 rides on the page (evaluated once): a second statement cost the event loop more.
      const window = scoped(scope, words, viewerId).limit(FEED_COUNT_CAP + 1);
      const rows = await query.select(sql<number>`(select count(*) from (${window}) as counted_window)`.as('counted')).limit(limit).offset(offset).execute();
      return { ids: rows.map((row) => row.id), ...(rows[0] ? { counted: Number(rows[0].counted) } : {}) };
    },

    /** Whether the post is in the scope as the viewer sees it: a saved search run on one new post (issue 16). */
    async includes(scope: ListingScope, words: readonly SearchWord[], viewerId: number, postId: number): Promise<boolean> {
      const row = await scoped(scope, words, viewerId).where('posts.id', '=', postId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** How many posts of the scope the viewer can see, counted up to `cap` + 1. */
    async countUpTo(scope: ListingScope, words: readonly SearchWord[], viewerId: number | null, cap: number): Promise<number> {
      const window = scoped(scope, words, viewerId).limit(cap + 1).as('window');
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
        .select(['posts.title', matcher.score(words).as('score')])
        .where(matcher.matches(words))
        .where('posts.sold', '=', 0)
        .where('posts.renewed_at', '>=', isoBefore(clock, POST_LIFE.lifetime))
        .where('posts.id', 'not in', searchDb.selectFrom('held_posts').select('held_posts.post_id'))
        .$if(viewerId !== null, (q) =>
          q
            .where('posts.user_id', 'not in', searchDb.selectFrom('blocks').select('blocks.blocked_id').where('blocks.blocker_id', '=', viewerId ?? 0))
            .where('posts.user_id', 'not in', searchDb.selectFrom('blocks').select('blocks.blocker_id').where('blocks.blocked_id', '=', viewerId ?? 0)),
        )
        .orderBy(idOf(words), 'desc')
        .limit(RELEVANCE_WINDOW / 5)
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
