import type { FeedFilters } from '../../../src/contract';
import type { Stores } from '../index';
import { MAX_ROW_ID } from '../row-ids';
import { countOf, type FeedCount } from './feed-counts';
import { createFeedCursors, type PageAddress } from './feed-cursors';
import type { FeedScope } from './feed.store';

/** One page's ids (one more than the page when another page follows), its scope and its count. */
export type FeedPage = { ids: number[]; scope: FeedScope; total: FeedCount };

/** Where a page starts: its offset in the feed, and the scope that begins there (a cursor's snapshot) with what to skip in it. */
type PageStart = { offset: number; scope: FeedScope; skip: number };

function filtersOf(query: FeedFilters): FeedScope['filters'] {
  const { page: _page, per_page: _perPage, paginate: _paginate, snapshot: _snapshot, ...filters } = query;
  return filters;
}

/**
 * Which posts a feed page shows, newest first. The first page fixes the snapshot (the newest id it shows);
 * later pages send it back, so posts created meanwhile never shift older ones onto a page twice. `count` is
 * exact up to FEED_COUNT_CAP posts, then a lower bound.
 */
export function createFeedPages(stores: Pick<Stores, 'feed'>) {
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

  return {
    /** The page the query asks for, as the viewer sees it (without what they hid). */
    pageFor(query: FeedFilters, viewerId: number | null): Promise<FeedPage> {
      const isFirst = query.page === 1 && query.snapshot === undefined;
      return isFirst ? firstPage(filtersOf(query), query.per_page, viewerId) : laterPage(query, viewerId);
    },
  };
}

export type FeedPages = ReturnType<typeof createFeedPages>;
