import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../route-deps';
import { nearbyRoutes } from './nearby.routes';
import { placesRoutes } from './places.routes';

/** The geo area: nearby vendors and products, countries, states, cities, addresses and IP location. */
export function geoRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(nearbyRoutes(deps));
    await app.register(placesRoutes(deps));
  };
}
