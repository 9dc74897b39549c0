import type { FastifyPluginAsync } from 'fastify';
import { feedQuerySchema, type FeedAnswer, type FeedFilters } from '../../../src/contract';
import type { FeedScope } from '../../store/feed.store';
import { MAX_ROW_ID } from '../../store/row-ids';
import { toPost } from '../posts/post.presenter';
import { parseInput } from '../validation';
import { createFeedCursors, type PageAddress } from './feed-cursors';
import type { MarketplaceDeps } from './marketplace-deps';

/** One page's ids (one more than the page when another page follows), its scope and the scope's total. */
type FeedPage = { ids: number[]; scope: FeedScope; count: number };

function filtersOf(query: FeedFilters): FeedScope['filters'] {
  const { page: _page, per_page: _perPage, paginate: _paginate, snapshot: _snapshot, ...filters } = query;
  return filters;
}

/**
 * GET / : the feed, newest first, token optional. The first page fixes the snapshot (the newest
 * id it shows); later pages send it back, so posts created meanwhile never shift older ones onto a
 * page twice. Every answer is paginated (`paginate` is accepted and ignored: one page of a million
 * posts is none).
 */
export function feedRoutes({ stores, auth, feedCounts, visitorPages }: MarketplaceDeps): FastifyPluginAsync {
  const cursors = createFeedCursors();

  /**
   * The page's ids (one more than it shows): from where a page served before says it starts, else by
   * offset, unless the offset is past the scope's total (then nothing, whatever size the offset is).
   */
  async function idsOf(address: PageAddress, count: number): Promise<number[]> {
    const { scope, perPage, viewerId, page } = address;
    const start = cursors.startOf(address);
    const offset = (page - 1) * perPage;
    if (start === undefined && offset >= count) return [];
    const ids = start === undefined
      ? await stores.feed.pageIds(scope, viewerId, offset, perPage + 1)
      : await stores.feed.pageIds({ ...scope, snapshot: start }, viewerId, 0, perPage + 1);
    cursors.served(address, ids);
    return ids;
  }

  /** A first page needs no snapshot query: its newest post is the snapshot (the newest of all when it is empty). */
  async function firstPage(filters: FeedScope['filters'], perPage: number, viewerId: number | null): Promise<FeedPage> {
    const ids = await stores.feed.pageIds({ filters, snapshot: MAX_ROW_ID }, viewerId, 0, perPage + 1);
    const scope = { filters, snapshot: ids[0] ?? (await stores.feed.latestId()) };
    cursors.served({ scope, perPage, viewerId, page: 1 }, ids);
    return { ids, scope, count: await feedCounts.count(scope, viewerId) };
  }

  async function laterPage(query: FeedFilters, viewerId: number | null): Promise<FeedPage> {
    const scope = { filters: filtersOf(query), snapshot: query.snapshot ?? (await stores.feed.latestId()) };
    const count = await feedCounts.count(scope, viewerId);
    const ids = await idsOf({ scope, perPage: query.per_page, viewerId, page: query.page }, count);
    return { ids, scope, count };
  }

  /** The page as the contract answers it, with the viewer's own likes, saves and hidden posts. */
  async function answer(query: FeedFilters, viewerId: number | null): Promise<FeedAnswer> {
    const isFirst = query.page === 1 && query.snapshot === undefined;
    const { ids, scope, count } = isFirst ? await firstPage(filtersOf(query), query.per_page, viewerId) : await laterPage(query, viewerId);
    const posts = await stores.posts.load(ids.slice(0, query.per_page), viewerId);
    return {
      results: posts.map(toPost),
      pagination: {
        current_page: query.page,
        total_pages: Math.ceil(count / query.per_page),
        // The page reads one id more than it shows: whether another page follows, whatever the count says.
        has_next: ids.length > query.per_page,
        has_previous: query.page > 1,
        count,
        snapshot: scope.snapshot,
      },
    };
  }

  return async (app) => {
    app.get('/', { preHandler: auth.optional }, async (request, reply) => {
      const query = parseInput(feedQuerySchema, request.query);
      const viewerId = request.caller?.userId ?? null;
      if (viewerId !== null) return answer(query, viewerId);
      // The parsed query is the key: what visitors add to bust caches (refresh) is not part of it.
      const key = JSON.stringify(query);
      let body = visitorPages.get(key);
      if (body === undefined) {
        body = JSON.stringify(await answer(query, null));
        visitorPages.set(key, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    });
  };
}
