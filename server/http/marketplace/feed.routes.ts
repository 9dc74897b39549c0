import type { FastifyPluginAsync } from 'fastify';
import { feedQuerySchema } from '../../../src/contract';
import { sendJsonText } from '../json-text';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';

/**
 * GET / : the feed, newest first, token optional (feed-answers.ts, server/store/feed/feed-pages.ts). Every answer
 * is paginated (`paginate` is accepted and ignored: one page of a million posts is none).
 */
export function feedRoutes({ auth, feedAnswers }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/', { preHandler: auth.optional }, async (request, reply) => {
      const query = parseInput(feedQuerySchema, request.query);
      const viewerId = request.caller?.userId ?? null;
      return sendJsonText(reply, viewerId === null ? await feedAnswers.visitorPage(query) : await feedAnswers.answer(query, viewerId));
    });
  };
}
