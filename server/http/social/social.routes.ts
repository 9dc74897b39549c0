import type { FastifyPluginAsync } from 'fastify';
import { areaRoutes, type RouteDeps } from '../route-deps';
import { commentsRoutes } from './comments.routes';
import { followsRoutes } from './follows.routes';
import { hiddenRoutes } from './hidden.routes';
import { likesRoutes } from './likes.routes';
import { ratingsRoutes } from './ratings.routes';
import { reviewsRoutes } from './reviews.routes';
import { referralsRoutes } from './referrals.routes';
import { savedRoutes } from './saved.routes';
import { sharesRoutes } from './shares.routes';
import { usersRoutes } from './users.routes';

/** The social area: likes, comments, follows and suggestions, saved and hidden posts, ratings and reviews, shares, referrals. */
export function socialRoutes(deps: RouteDeps): FastifyPluginAsync {
  return areaRoutes(deps, [likesRoutes, commentsRoutes, followsRoutes, usersRoutes, savedRoutes, hiddenRoutes, ratingsRoutes, reviewsRoutes, sharesRoutes, referralsRoutes]);
}
