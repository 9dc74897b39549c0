import type { FastifyPluginAsync } from 'fastify';
import { currentUserQuerySchema, LIMITS, MESSAGES } from '../../../src/contract';
import { notFound } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';
import { toUserSummary } from './user-summary.presenter';

/** GET /get_users (follow suggestions: random vendors the caller does not follow) and GET /get_user/{username}. */
export function usersRoutes({ stores, auth }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/get_users', { preHandler: auth.optional }, async (request) => {
      const suggestions = await stores.follows.suggestions(request.caller?.userId ?? null, LIMITS.followSuggestions);
      return suggestions.map(toUserSummary);
    });

    app.get('/get_user/:username', async (request) => {
      const { username } = parseInput(currentUserQuerySchema, request.params);
      const summary = await stores.follows.summaryByUsername(username);
      if (!summary) throw notFound(MESSAGES.userNotFound);
      return { user: toUserSummary(summary) };
    });
  };
}
