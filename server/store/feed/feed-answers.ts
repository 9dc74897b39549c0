import { type FeedAnswer, type FeedFilters } from '../../../src/contract';
import type { Stores } from '../index';
import { countOf, type FeedCount } from './feed-counts';
import type { FeedScope } from './feed.store';
import { MAX_ROW_ID } from '../row-ids';
import { toPost } from '../../http/marketplace/post.presenter';
import { createFeedCursors, type PageAddress } from './feed-cursors';
import type { VisitorPages } from './visitor-pages';

/** One page's ids (one more than the page when another page follows), its scope and its count. */
type FeedPage = { ids: number[]; scope: FeedScope; total: FeedCount };

/** Where a page starts: its offset in the feed, and the scope that begins there (a cursor's snapshot) with what to skip in it. */
type PageStart = { offset: number; scope: FeedScope; skip: number };

function filtersOf(query: FeedFilters): FeedScope['filters'] {
  const { page: _page, per_page: _perPage, paginate: _paginate, snapshot: _snapshot, ...filters } = query;
  return filters;
}

/**
 * Feed pages as the contract answers them, newest first. The first page fixes the snapshot (the newest
 * id it shows); later pages send it back, so posts created meanwhile never shift older ones onto a page
 * twice. `count` is exact up to FEED_COUNT_CAP posts, then a lower bound. A visitor's page is serialised
 * once and shared for a second (visitorPages); the feed route and the app's page for / both read it.
 */
export function createFeedAnswers(stores: Stores, visitorPages: VisitorPages) {
  const cursors = createFeedCursors();

  function startOf(address: PageAddress): PageStart {
    const offset = (address.page - 1) * address.perPage;
    const start = cursors.startOf(address);
    return start === undefined ? { offset, scope: address.scope, skip: offset } : { offset, scope: { ...address.scope, snapshot: start }, skip: 0 };
  }

  async function pageOf(address: PageAddress): Promise<FeedPage> {
    const start = startOf(address);
    const ids = await stores.feed.pageIds(start.scope, address.viewerId, start.skip, address.perPage + 1);
    cursors.served(address, ids);
    const total = await countOf(stores.feed, address.scope, address.viewerId, start.offset, ids, address.perPage);
    return { ids, scope: address.scope, total };
  }

  /** A first page needs no snapshot query: its newest post is the snapshot (the newest of all when it is empty). */
  async function firstPage(filters: FeedScope['filters'], perPage: number, viewerId: number | null): Promise<FeedPage> {
    const ids = await stores.feed.pageIds({ filters, snapshot: MAX_ROW_ID }, viewerId, 0, perPage + 1);
    const scope = { filters, snapshot: ids[0] ?? (await stores.feed.latestId()) };
    cursors.served({ scope, perPage, viewerId, page: 1 }, ids);
    return { ids, scope, total: await countOf(stores.feed, scope, viewerId, 0, ids, perPage) };
  }

  async function laterPage(query: FeedFilters, viewerId: number | null): Promise<FeedPage> {
    const scope = { filters: filtersOf(query), snapshot: query.snapshot ?? (await stores.feed.latestId()) };
    return pageOf({ scope, perPage: query.per_page, viewerId, page: query.page });
  }

  /** The page, with the viewer's own likes, saves and hidden posts. */
  async function answer(query: FeedFilters, viewerId: number | null): Promise<FeedAnswer> {
    const isFirst = query.page === 1 && query.snapshot === undefined;
    const { ids, scope, total } = isFirst ? await firstPage(filtersOf(query), query.per_page, viewerId) : await laterPage(query, viewerId);
    const posts = await stores.posts.load(ids.slice(0, query.per_page), viewerId);
    return {
      results: posts.map(toPost),
      pagination: {
        current_page: query.page,
        total_pages: Math.ceil(total.count / query.per_page),
        // The page reads one id more than it shows: whether another page follows, whatever the count says.
        has_next: ids.length > query.per_page,
        has_previous: query.page > 1,
        count: total.count,
        count_exact: total.exact,
        snapshot: scope.snapshot,
      },
    };
  }

  /** A visitor's page as JSON text, shared for a second. The parsed query is the key: what visitors add to bust caches (refresh) is not part of it. */
  async function visitorPage(query: FeedFilters): Promise<string> {
    const key = JSON.stringify(query);
    let body = visitorPages.get(key);
    if (body === undefined) {
      body = JSON.stringify(await answer(query, null));
      visitorPages.set(key, body);
    }
    return body;
  }

  return { answer, visitorPage };
}

export type FeedAnswers = ReturnType<typeof createFeedAnswers>;
