import type { FastifyPluginAsync } from 'fastify';
import { currentUserQuerySchema, MESSAGES, ratingPayloadSchema, type RatingSummary } from '../../../src/contract';
import { callerOf } from '../authenticate';
import { badRequest, notFound } from '../http-error';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';

/** POST /rating (one 1-5 rating per buyer and vendor; again changes it) and GET /rating/{username}. */
export function ratingsRoutes({ stores, auth, limits }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/rating', { preHandler: [auth.required, limits.rating] }, async (request): Promise<RatingSummary> => {
      const caller = callerOf(request);
      const payload = parseInput(ratingPayloadSchema, request.body);
      const vendor = await stores.accounts.findByUsername(payload.vendor);
      if (!vendor) throw notFound(MESSAGES.userNotFound);
      if (vendor.id === caller.userId) throw badRequest(MESSAGES.cannotRateSelf, { vendor: [MESSAGES.cannotRateSelf] });
      const market = await stores.accounts.marketInfo(vendor.id);
      if (!market?.marketname.trim()) throw badRequest(MESSAGES.notAVendor, { vendor: [MESSAGES.notAVendor] });
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
