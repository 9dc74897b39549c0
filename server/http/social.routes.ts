import type { FastifyPluginAsync } from 'fastify';
import { commentsRoutes } from './social/comments.routes';
import { followsRoutes } from './social/follows.routes';
import { hiddenRoutes } from './social/hidden.routes';
import { likesRoutes } from './social/likes.routes';
import { ratingsRoutes } from './social/ratings.routes';
import { referralsRoutes } from './social/referrals.routes';
import { savedRoutes } from './social/saved.routes';
import { sharesRoutes } from './social/shares.routes';
import type { RouteDeps } from './route-deps';
import { usersRoutes } from './social/users.routes';

/** The social area: likes, comments, follows and suggestions, saved and hidden posts, ratings, shares, referrals. */
export function socialRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(likesRoutes(deps));
    await app.register(commentsRoutes(deps));
    await app.register(followsRoutes(deps));
    await app.register(usersRoutes(deps));
    await app.register(savedRoutes(deps));
    await app.register(hiddenRoutes(deps));
    await app.register(ratingsRoutes(deps));
    await app.register(sharesRoutes(deps));
    await app.register(referralsRoutes(deps));
  };
}
