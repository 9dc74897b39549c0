import type { FastifyPluginAsync } from 'fastify';
import { areaRoutes, type RouteDeps } from '../route-deps';
import { nearbyRoutes } from './nearby.routes';
import { placesRoutes } from './places.routes';

/** The geo area: nearby vendors and products, countries, states, cities, addresses and IP location. */
export function geoRoutes(deps: RouteDeps): FastifyPluginAsync {
  return areaRoutes(deps, [nearbyRoutes, placesRoutes]);
}
