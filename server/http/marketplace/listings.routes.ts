import type { FastifyPluginAsync } from 'fastify';
import { listingQuerySchema, listingSuggestionsQuerySchema } from '../../../src/contract';
import { sendJsonText } from '../json-text';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';
import { createListingAnswers } from './listing-answers';

/**
 * GET /listings: the feed's filters and pages with search text (`q`) and an order (`sort`), token optional; the
 * answer has the feed's shape. GET /listings/suggestions?q=: titles and categories for 2 or more typed characters.
 */
export function listingsRoutes({ auth, stores }: RouteDeps): FastifyPluginAsync {
  const answers = createListingAnswers(stores);
  return async (app) => {
    app.get('/listings', { preHandler: auth.optional }, async (request, reply) => {
      const query = parseInput(listingQuerySchema, request.query);
      return sendJsonText(reply, await answers.answer(query, request.caller?.userId ?? null));
    });

    // Signed in, the suggestions leave out the titles of users blocked either way.
    app.get('/listings/suggestions', { preHandler: auth.optional }, async (request) => {
      const { q } = parseInput(listingSuggestionsQuerySchema, request.query);
      return answers.suggestions(q, request.caller?.userId ?? null);
    });
  };
}
