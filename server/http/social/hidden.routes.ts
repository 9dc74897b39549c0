import type { FastifyPluginAsync } from 'fastify';
import { hidePayloadSchema, MESSAGES } from '../../../src/contract';
import { callerOf } from '../authenticate';
import { badRequest, notFound } from '../http-error';
import { jsonList, sendJsonText } from '../json-text';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';

/**
 * POST /hidden (toggle, or set with `action`; never one's own post) and GET /hidden. Both answer the
 * caller's hidden post ids, newest first, so the client can replace its local list. GET /hidden/posts
 * answers the same posts in full for the settings list, where `action: false` unhides one. Every call
 * reads and changes only the caller's own hidden posts.
 */
export function hiddenRoutes({ stores, auth, limits }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/hidden', { preHandler: [auth.required, limits.savePost] }, async (request) => {
      const caller = callerOf(request);
      const { post_id: postId, action } = parseInput(hidePayloadSchema, request.body);
      const ownerId = await stores.posts.ownerOf(postId);
      if (ownerId === undefined) throw notFound(MESSAGES.postNotFound);
      if (ownerId === caller.userId) throw badRequest(MESSAGES.cannotHideOwnPost, { post_id: [MESSAGES.cannotHideOwnPost] });
      const hidden = action ?? !(await stores.hidden.has(caller.userId, postId));
      await stores.hidden.set(caller.userId, postId, hidden);
      return { post_ids: await stores.hidden.postIds(caller.userId) };
    });

    app.get('/hidden', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      return { post_ids: await stores.hidden.postIds(caller.userId) };
    });

    app.get('/hidden/posts', { preHandler: auth.required }, async (request, reply) => {
      const caller = callerOf(request);
      const cards = await stores.posts.cards(await stores.hidden.postIds(caller.userId), caller.userId);
      return sendJsonText(reply, `{"results":${jsonList(cards)}}`);
    });
  };
}
