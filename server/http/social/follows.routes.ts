import type { FastifyPluginAsync } from 'fastify';
import { followPayloadSchema, MESSAGES } from '../../../src/contract';
import { pushMessages } from '../../push/push-messages';
import { publishNotification } from '../../realtime/notify';
import { callerOf } from '../authenticate';
import { refuseIfBlockedBy } from '../moderation/block-rules';
import { badRequest, notFound } from '../http-error';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';

/**
 * POST /follow (toggle, or set with `action`) and GET /follow: every follow the caller is part of.
 * In a record, isFollowing says whether the caller follows the other side (for a follower of the
 * caller: whether the caller follows them back).
 */
export function followsRoutes({ stores, auth, limits, hub, push }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/follow', { preHandler: [auth.required, limits.follow] }, async (request) => {
      const caller = callerOf(request);
      const payload = parseInput(followPayloadSchema, request.body);
      const target = await stores.accounts.findByUsername(payload.user);
      if (!target) throw notFound(MESSAGES.userNotFound);
      if (target.id === caller.userId) throw badRequest(MESSAGES.cannotFollowSelf, { user: [MESSAGES.cannotFollowSelf] });
      if (payload.action !== false) await refuseIfBlockedBy(stores, target.id, caller.userId, MESSAGES.cannotFollowBlocked);

      const event = { kind: 'follow', recipientId: target.id, actor: { id: caller.userId, username: caller.user.username } } as const;
      const { following, recorded } = await stores.transaction(async (trx) => {
        const wanted = payload.action ?? !(await trx.follows.isFollowing(caller.userId, target.id));
        const changed = await trx.follows.set(caller.userId, target.id, wanted);
        return { following: wanted, recorded: changed && wanted && (await trx.notifications.record(event)) };
      });
      if (recorded) {
        await publishNotification({ hub, log: request.log }, { ...event, notificationId: recorded });
        push.push(target.id, 'follow', pushMessages.follow(caller.user.username));
      }
      const { followers } = await stores.follows.counts(target.id);
      return { user: target.username, isFollowing: following, user_followers: followers };
    });

    app.get('/follow', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      const records = await stores.follows.recordsOf(caller.userId);
      return records.map((record) => ({
        follower: record.follower,
        user: { username: record.followed },
        isFollowing: record.callerFollowsOther,
      }));
    });
  };
}
