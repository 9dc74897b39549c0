import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, savePayloadSchema } from '../../../src/contract';
import { callerOf } from '../authenticate';
import { notFound } from '../http-error';
import { jsonList, sendJsonText } from '../json-text';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';

/** POST /saved (toggle, or set with `action`) and GET /saved: the caller's saved posts, newest saved first. */
export function savedRoutes({ stores, auth, limits }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/saved', { preHandler: [auth.required, limits.savePost] }, async (request) => {
      const caller = callerOf(request);
      const { post_id: postId, action } = parseInput(savePayloadSchema, request.body);
      if ((await stores.posts.ownerOf(postId)) === undefined) throw notFound(MESSAGES.postNotFound);
      const saved = action ?? !(await stores.saved.has(caller.userId, postId));
      await stores.saved.set(caller.userId, postId, saved);
      return { post_id: postId, saved, message: saved ? MESSAGES.postSaved : MESSAGES.postUnsaved };
    });

    app.get('/saved', { preHandler: auth.required }, async (request, reply) => {
      const caller = callerOf(request);
      const cards = await stores.posts.cards(await stores.saved.postIds(caller.userId), caller.userId);
      return sendJsonText(reply, `{"results":${jsonList(cards)}}`);
    });
  };
}
