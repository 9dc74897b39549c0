import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, MODERATION_LIMITS, reportPayloadSchema } from '../../../src/contract';
import { callerOf } from '../authenticate';
import { HttpError } from '../http-error';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';
import { ALREADY_REPORTED, reportTargetId } from './report-targets';

/**
 * POST /reports: the signed-in caller reports a post, a user or a message of one of their rooms, once per target
 * (a second report answers 409 and adds nothing). A post reported by enough distinct users is held from everyone
 * but its owner until a moderator reviews it, so the visitors' shared feed pages are cleared.
 */
export function reportsRoutes({ stores, auth, limits, visitorPages }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/reports', { preHandler: [auth.required, limits.report] }, async (request, reply) => {
      const caller = callerOf(request);
      const report = parseInput(reportPayloadSchema, request.body);
      const targetId = await reportTargetId(stores, caller.userId, report);
      const added = await stores.reports.add({ reporterId: caller.userId, kind: report.kind, targetId, reason: report.reason, details: report.details ?? '' });
      if (!added) throw new HttpError(409, ALREADY_REPORTED[report.kind]);
      if (report.kind === 'post' && (await stores.reports.openReporters('post', targetId)) >= MODERATION_LIMITS.reportsToHold) {
        if (await stores.reports.hold(targetId)) visitorPages.clear();
      }
      // A review is held from the vendor's profile in the same way.
      if (report.kind === 'review' && (await stores.reports.openReporters('review', targetId)) >= MODERATION_LIMITS.reportsToHold) await stores.reports.holdReview(targetId);
      reply.code(201);
      return { message: MESSAGES.reportSent, kind: report.kind, reason: report.reason };
    });
  };
}
