import type { FastifyPluginAsync } from 'fastify';
import { MediaStore } from '../media/storage';
import { feedRoutes } from './marketplace/feed.routes';
import { lookupsRoutes } from './marketplace/lookups.routes';
import type { MarketplaceDeps } from './marketplace/marketplace-deps';
import { postCreateRoutes } from './marketplace/post-create.routes';
import { postsRoutes } from './marketplace/posts.routes';
import type { RouteDeps } from './route-deps';

/** The marketplace area: lookups, the feed, and creating, reading and deleting posts. */
export function marketplaceRoutes(deps: RouteDeps): FastifyPluginAsync {
  const marketplace: MarketplaceDeps = {
    ...deps,
    media: new MediaStore(deps.config.mediaDir, deps.clock),
  };
  return async (app) => {
    await app.register(lookupsRoutes(marketplace));
    await app.register(feedRoutes(marketplace));
    await app.register(postsRoutes(marketplace));
    await app.register(postCreateRoutes(marketplace));
  };
}
