import type { FastifyPluginAsync } from 'fastify';
import { areaRoutes, type RouteDeps } from '../route-deps';
import { blocksRoutes } from './blocks.routes';
import { moderationQueueRoutes } from './moderation-queue.routes';
import { reportsRoutes } from './reports.routes';

/** The moderation area: reports of posts, users and messages, blocks between users, and the moderators' queue. */
export function moderationRoutes(deps: RouteDeps): FastifyPluginAsync {
  return areaRoutes(deps, [reportsRoutes, blocksRoutes, moderationQueueRoutes]);
}
