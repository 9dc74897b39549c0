import type { FastifyPluginAsync } from 'fastify';
import { areaRoutes, type RouteDeps } from '../route-deps';
import { reportsRoutes } from './reports.routes';

/** The moderation area: reports of posts, users and messages. */
export function moderationRoutes(deps: RouteDeps): FastifyPluginAsync {
  return areaRoutes(deps, [reportsRoutes]);
}
