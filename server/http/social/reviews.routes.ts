import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  currentUserQuerySchema,
  MESSAGES,
  reviewParamsSchema,
  reviewPayloadSchema,
  reviewReplyPayloadSchema,
  reviewsQuerySchema,
  type Review,
  type ReviewsPage,
} from '../../../src/contract';
import type { UserRow } from '../../db/schema';
import { callerOf } from '../authenticate';
import { badRequest, HttpError, notFound } from '../http-error';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';
import type { Stores } from '../../store';

/**
 * Reviews (issue 16). GET /reviews/{username}: the summary, a page newest first, the caller's own review and
 * whether they may write one. POST /reviews/{username}: a buyer who has written to the vendor in a chat reviews
 * them (again changes it). POST /reviews/{username}/{reviewer}/reply: only that vendor answers a review of them.
 */
/** The vendor a buyer may rate or review: a store that is not theirs, with a chat in which the buyer wrote. */
export async function reviewableVendor(stores: Stores, request: FastifyRequest, username: string): Promise<UserRow> {
  const caller = callerOf(request);
  const vendor = await stores.accounts.findByUsername(username);
  if (!vendor) throw notFound(MESSAGES.userNotFound);
  if (vendor.id === caller.userId) throw badRequest(MESSAGES.cannotRateSelf, { vendor: [MESSAGES.cannotRateSelf] });
  const market = await stores.accounts.marketInfo(vendor.id);
  if (!market?.marketname.trim()) throw badRequest(MESSAGES.notAVendor, { vendor: [MESSAGES.notAVendor] });
  if (!(await stores.reviews.hasChatted(caller.userId, vendor.id))) throw new HttpError(403, MESSAGES.reviewNeedsChat);
  return vendor;
}

export function reviewsRoutes({ stores, auth, limits }: RouteDeps): FastifyPluginAsync {
  async function userNamed(username: string): Promise<UserRow> {
    const user = await stores.accounts.findByUsername(username);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  }

  async function mayReview(callerId: number | null, vendor: UserRow): Promise<boolean> {
    if (callerId === null || callerId === vendor.id) return false;
    const [market, chatted] = await Promise.all([stores.accounts.marketInfo(vendor.id), stores.reviews.hasChatted(callerId, vendor.id)]);
    return Boolean(market?.marketname.trim()) && chatted;
  }

  return async (app) => {
    app.get('/reviews/:username', { preHandler: auth.optional }, async (request): Promise<ReviewsPage> => {
      const vendor = await userNamed(parseInput(currentUserQuerySchema, request.params).username);
      const { page } = parseInput(reviewsQuerySchema, request.query);
      const callerId = request.caller?.userId ?? null;
      const [summary, listed, mine, canReview] = await Promise.all([
        stores.ratings.summary(vendor.id, callerId),
        stores.reviews.page(vendor.id, page),
        callerId === null ? null : stores.reviews.one(callerId, vendor.id),
        mayReview(callerId, vendor),
      ]);
      return { average: summary.average, count: summary.count, mine, can_review: canReview, page, ...listed };
    });

    app.post('/reviews/:username', { preHandler: [auth.required, limits.rating] }, async (request): Promise<Review> => {
      const caller = callerOf(request);
      const payload = parseInput(reviewPayloadSchema, request.body);
      const vendor = await reviewableVendor(stores, request, parseInput(currentUserQuerySchema, request.params).username);
      await stores.reviews.write(caller.userId, vendor.id, payload.rating, payload.text);
      const saved = await stores.reviews.one(caller.userId, vendor.id);
      if (!saved) throw notFound(MESSAGES.reviewNotFound);
      return saved;
    });

    app.post('/reviews/:username/:reviewer/reply', { preHandler: [auth.required, limits.rating] }, async (request): Promise<Review> => {
      const caller = callerOf(request);
      const params = parseInput(reviewParamsSchema, request.params);
      const vendor = await userNamed(params.username);
      if (vendor.id !== caller.userId) throw new HttpError(403, MESSAGES.reviewReplyNotYours);
      const { reply } = parseInput(reviewReplyPayloadSchema, request.body);
      const reviewer = await stores.accounts.findByUsername(params.reviewer);
      if (!reviewer || !(await stores.reviews.reply(vendor.id, reviewer.id, reply))) throw notFound(MESSAGES.reviewNotFound);
      const answered = await stores.reviews.one(reviewer.id, vendor.id);
      if (!answered) throw notFound(MESSAGES.reviewNotFound);
      return answered;
    });
  };
}
