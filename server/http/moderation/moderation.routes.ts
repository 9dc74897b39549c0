import type { FastifyPluginAsync } from 'fastify';
import { areaRoutes, type RouteDeps } from '../route-deps';
import { blocksRoutes } from './blocks.routes';
import { reportsRoutes } from './reports.routes';

/** The moderation area: reports of posts, users and messages, and blocks between users. */
export function moderationRoutes(deps: RouteDeps): FastifyPluginAsync {
  return areaRoutes(deps, [reportsRoutes, blocksRoutes]);
}
