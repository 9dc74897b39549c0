import type { FastifyPluginAsync } from 'fastify';
import { feedRoutes } from './marketplace/feed.routes';
import { lookupsRoutes } from './marketplace/lookups.routes';
import { postCreateRoutes } from './marketplace/post-create.routes';
import { postsRoutes } from './marketplace/posts.routes';
import type { RouteDeps } from './route-deps';

/** The marketplace area: lookups, the feed, and creating, reading and deleting posts. */
export function marketplaceRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(lookupsRoutes(deps));
    await app.register(feedRoutes(deps));
    await app.register(postsRoutes(deps));
    await app.register(postCreateRoutes(deps));
  };
}
