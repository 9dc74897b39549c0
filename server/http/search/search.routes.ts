import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  searchQuerySchema,
  searchTermParamsSchema,
  type SearchAnswer,
  type SearchResult,
} from '../../../src/contract';
import type { SearchRecord } from '../../store/search.store';
import type { RouteDeps } from '../route-deps';
import { parseInput, readText } from '../validation';

/** A user as a search card shows them: the bio when displayed, the phone when the store displays it. */
export function toSearchResult(record: SearchRecord): SearchResult {
  const hasStore = record.marketname !== null;
  const displaysPhone = hasStore && record.display_phone === 1;
  return {
    user: {
      username: record.username,
      first_name: record.first_name,
      last_name: record.last_name,
      profile: {
        marketname: record.marketname?.trim() ?? '',
        profileimg: record.profileimg,
        bio: record.display_bio === 1 ? record.bio : '',
        phone: displaysPhone ? record.phone || (record.market_phone ?? '') : '',
      },
      vendor: hasStore
        ? {
            verified: record.verified === 1,
            display_phone: displaysPhone,
            city: record.market_city ?? '',
            state: record.market_state ?? '',
          }
        : null,
    },
  };
}

/**
 * User search, open to everyone: GET /search?q= (or ?user=, as the results page names it; limit up to 50,
 * 20 by default) and GET /search/{term}/. Ranked prefix matches of username, market name and names. A signed-in
 * viewer finds no user they blocked or who blocked them (issue 16).
 */
export function searchRoutes({ stores, auth }: RouteDeps): FastifyPluginAsync {
  async function searchUsers(request: FastifyRequest, term: string, limit: number): Promise<SearchAnswer> {
    const viewerId = request.caller?.userId;
    const leftOut = new Set(viewerId === undefined ? [] : await stores.blocks.eitherWayIds(viewerId));
    const results = (await stores.search.search(term, limit, leftOut)).map(toSearchResult);
    return { results, count: results.length };
  }

  return async (app) => {
    app.get('/search', { preHandler: auth.optional }, async (request) => {
      const q = readText(request.query, 'q') ?? readText(request.query, 'user');
      const { q: term, limit } = parseInput(searchQuerySchema, { q, limit: readText(request.query, 'limit') });
      return searchUsers(request, term, limit);
    });

    app.get('/search/:term', { preHandler: auth.optional }, async (request) => {
      const { term } = parseInput(searchTermParamsSchema, request.params);
      const { limit } = parseInput(searchQuerySchema, request.query);
      return searchUsers(request, term, limit);
    });
  };
}
