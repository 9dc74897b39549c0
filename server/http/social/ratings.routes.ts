import type { FastifyPluginAsync } from 'fastify';
import { currentUserQuerySchema, MESSAGES, ratingPayloadSchema, type RatingSummary } from '../../../src/contract';
import { callerOf } from '../authenticate';
import { notFound } from '../http-error';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';
import { reviewableVendor } from './reviews.routes';

/**
 * POST /rating: Rate Seller's stars alone, which are the stars of the buyer's review (issue 16), so only a buyer
 * who has written to the vendor in a chat rates; again changes the stars and keeps the words. GET /rating/{username}.
 */
export function ratingsRoutes({ stores, auth, limits }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/rating', { preHandler: [auth.required, limits.rating] }, async (request): Promise<RatingSummary> => {
      const caller = callerOf(request);
      const payload = parseInput(ratingPayloadSchema, request.body);
      const vendor = await reviewableVendor(stores, request, payload.vendor);
      await stores.ratings.rate(caller.userId, vendor.id, payload.rating);
      return stores.ratings.summary(vendor.id, caller.userId);
    });

    app.get('/rating/:username', { preHandler: auth.optional }, async (request): Promise<RatingSummary> => {
      const { username } = parseInput(currentUserQuerySchema, request.params);
      const vendor = await stores.accounts.findByUsername(username);
      if (!vendor) throw notFound(MESSAGES.userNotFound);
      return stores.ratings.summary(vendor.id, request.caller?.userId ?? null);
    });
  };
}
