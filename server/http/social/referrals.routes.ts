import type { FastifyPluginAsync } from 'fastify';
import { referralCheckQuerySchema } from '../../../src/contract';
import { callerOf } from '../authenticate';
import type { RouteDeps } from '../route-deps';
import { parseInput, queryText } from '../validation';

/**
 * GET /referral/code (the caller's own, fixed at sign-up, with the register link carrying it) and
 * GET /referral/stats. Converted: the referred user activated their account and published a post.
 * GET /referral/check?code= (open): whether a code belongs to someone, for the register form.
 */
export function referralsRoutes({ stores, auth, config }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/referral/code', { preHandler: auth.required }, async (request) => {
      const { referral_code: code } = callerOf(request).user;
      return { code, link: `${config.publicUrl}/register?ref=${encodeURIComponent(code)}` };
    });

    app.get('/referral/stats', { preHandler: auth.required }, async (request) => {
      return stores.referrals.stats(callerOf(request).userId);
    });

    app.get('/referral/check', async (request) => {
      const { code } = parseInput(referralCheckQuerySchema, { code: queryText(request.query, 'code') });
      const owner = await stores.accounts.findByReferralCode(code);
      return { code: code.toUpperCase(), valid: owner !== undefined };
    });
  };
}
