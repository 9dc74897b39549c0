import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, postIdParamsSchema, sharePayloadSchema } from '../../../src/contract';
import { publishNotification } from '../../realtime/notify';
import { parseInput } from '../validation';
import { postTargetOr404 } from './post-target';
import type { RouteDeps } from '../route-deps';

/** POST /post/{id}/share: anyone may share; a signed-in sharer who is not the owner is told to the owner. */
export function sharesRoutes({ stores, auth, limits, hub }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/post/:id/share', { preHandler: [auth.optional, limits.share] }, async (request) => {
      const { id } = parseInput(postIdParamsSchema, request.params);
      parseInput(sharePayloadSchema, request.body);
      const post = await postTargetOr404(stores, id);
      const caller = request.caller;
      if (caller) {
        const actor = { id: caller.userId, username: caller.user.username };
        const event = { kind: 'share', recipientId: post.ownerId, actor, postId: post.id, title: post.title } as const;
        const recorded = await stores.notifications.record(event);
        if (recorded) await publishNotification({ hub, log: request.log }, { ...event, notificationId: recorded });
      }
      return { success: true, message: MESSAGES.postShared };
    });
  };
}
