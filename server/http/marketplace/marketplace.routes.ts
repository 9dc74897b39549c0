import type { FastifyPluginAsync } from 'fastify';
import { areaRoutes, type RouteDeps } from '../route-deps';
import { feedRoutes } from './feed.routes';
import { listingsRoutes } from './listings.routes';
import { lookupsRoutes } from './lookups.routes';
import { postCreateRoutes } from './post-create.routes';
import { postEditRoutes } from './post-edit.routes';
import { postLifeRoutes } from './post-life.routes';
import { postsRoutes } from './posts.routes';
import { savedSearchesRoutes } from './saved-searches.routes';

/** The marketplace area: lookups, the feed, listing search, and creating, reading, editing, marking sold and deleting posts. */
export function marketplaceRoutes(deps: RouteDeps): FastifyPluginAsync {
  return areaRoutes(deps, [lookupsRoutes, feedRoutes, listingsRoutes, postsRoutes, postCreateRoutes, postEditRoutes, postLifeRoutes, savedSearchesRoutes]);
}
