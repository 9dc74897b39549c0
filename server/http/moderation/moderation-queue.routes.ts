import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MESSAGES, moderationActionPayloadSchema, type QueueItem } from '../../../src/contract';
import type { Stores } from '../../store';
import type { OpenReport } from '../../store/moderation.store';
import { callerOf } from '../authenticate';
import { badRequest, HttpError, notFound } from '../http-error';
import { deliverHeldMessage, heldQueueItems } from './held-messages';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';

/** Reports grouped by target, in the order the store ranked them (most reported first). */
async function queueOf(stores: Stores, reports: readonly OpenReport[]): Promise<QueueItem[]> {
  const byTarget = new Map<string, OpenReport[]>();
  for (const report of reports) {
    const key = `${report.kind}:${report.target_id}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), report]);
  }
  const items = await Promise.all(
    [...byTarget.values()].map(async (group) => {
      const [first] = group;
      if (!first) throw new Error('a group holds a report');
      const held = first.kind === 'post' ? await stores.reports.isHeld(first.target_id) : first.kind === 'review' && (await stores.reports.isReviewHeld(first.target_id));
      const reasons = group.map(({ reason, details, reporter, created_at }) => ({ reason, details, reporter, created_at }));
      return { kind: first.kind, target_id: first.target_id, reports: group.length, reasons, context: await stores.moderation.contextOf(first.kind, first.target_id), held };
    }),
  );
  return items.sort((a, b) => b.reports - a.reports);
}

/**
 * The moderation queue, only for moderators (403 for anyone else): GET /moderation/reports (open reports by target),
 * POST /moderation/actions (dismiss a target's reports, hide a post or a review, suspend the answerable user until a date), each
 * recorded in the audit log (GET /moderation/audit) with who and when. A suspension ends the user's sessions.
 */
export function moderationQueueRoutes({ stores, auth, visitorPages, clock, hub, push }: RouteDeps): FastifyPluginAsync {
  async function moderatorOnly(request: FastifyRequest) {
    if (!(await stores.moderation.isModerator(callerOf(request).userId))) throw new HttpError(403, MESSAGES.moderatorsOnly);
  }
  const guarded = { preHandler: [auth.required, moderatorOnly] };

  return async (app) => {
    app.get('/moderation/reports', guarded, async () => ({
      results: [...(await queueOf(stores, await stores.moderation.openReports())), ...(await heldQueueItems(stores))],
    }));

    app.get('/moderation/audit', guarded, async () => ({ results: await stores.moderation.audit() }));

    app.post('/moderation/actions', guarded, async (request) => {
      const caller = callerOf(request);
      const { kind, target_id: targetId, action, reason = '', until } = parseInput(moderationActionPayloadSchema, request.body);
      if (action === 'hide' && kind !== 'post' && kind !== 'review' && kind !== 'held_message') throw badRequest(MESSAGES.onlyPostsHide, { kind: [MESSAGES.onlyPostsHide] });
      if (action === 'suspend' && !reason) throw badRequest(MESSAGES.suspensionReasonRequired, { reason: [MESSAGES.suspensionReasonRequired] });
      if (action === 'suspend' && (!until || Date.parse(until) <= clock.now().getTime())) throw badRequest(MESSAGES.suspensionEndRequired, { until: [MESSAGES.suspensionEndRequired] });
      const owner = await stores.moderation.ownerOf(kind, targetId);
      if (owner === undefined) throw notFound(MESSAGES.nothingToModerate);
      // A held message is dismissed by delivering it; hidden (or its sender suspended), it stays undelivered.
      if (action === 'dismiss' && kind === 'held_message') await deliverHeldMessage({ stores, hub, push, log: request.log }, targetId);

      await stores.transaction(async (trx) => {
        if (kind === 'held_message') await trx.moderation.resolveHeld(targetId);
        else await trx.moderation.resolve(kind, targetId);
        if (action === 'dismiss' && kind === 'post') await trx.moderation.release(targetId);
        if (action === 'hide' && kind === 'post') await trx.reports.hold(targetId);
        if (action === 'dismiss' && kind === 'review') await trx.moderation.releaseReview(targetId);
        if (action === 'hide' && kind === 'review') await trx.reports.holdReview(targetId);
        if (action === 'suspend' && until) {
          await trx.moderation.suspend(owner, reason, until);
          await trx.tokens.revokeAllForUser(owner);
        }
        await trx.moderation.record({ moderatorId: caller.userId, action, kind, targetId, reason, until: until ?? null });
      });
      if (kind === 'post') visitorPages.clear();
      return { message: MESSAGES.moderationDone };
    });
  };
}
