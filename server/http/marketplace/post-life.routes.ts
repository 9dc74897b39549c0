import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MESSAGES, POST_LIFE_MESSAGES } from '../../../src/contract';
import type { RenewAnswer, WatchAnswer } from '../../../src/contract/postLife';
import { callerOf } from '../authenticate';
import { HttpError, notFound } from '../http-error';
import { jsonList, sendJsonText } from '../json-text';
import type { RouteDeps } from '../route-deps';
import { postIdOf } from './posts.routes';

/**
 * A post's life beyond its edits (issue 16). Price watches: GET, POST and DELETE /post/{id}/watch say, start and
 * stop the caller's watch of the post's price (never their own post's: 403), GET /watches lists the posts they
 * watch, newest watch first. Expiry: POST /post/{id}/renew renews the owner's post for another 60 days (403 for
 * anyone else); an expired post shows in the feed again at once.
 */
export function postLifeRoutes({ stores, auth, visitorPages }: RouteDeps): FastifyPluginAsync {
  /** The post's id and owner; 404 when it is gone. */
  async function postOf(request: FastifyRequest): Promise<{ id: number; ownerId: number }> {
    const id = postIdOf(request);
    const ownerId = await stores.posts.ownerOf(id);
    if (ownerId === undefined) throw notFound(MESSAGES.postNotFound);
    return { id, ownerId };
  }

  async function setWatch(request: FastifyRequest, watching: boolean): Promise<WatchAnswer> {
    const { id, ownerId } = await postOf(request);
    const { userId } = callerOf(request);
    if (watching && ownerId === userId) throw new HttpError(403, POST_LIFE_MESSAGES.notYourOwnWatch);
    await stores.watches.set(userId, id, watching);
    return { post_id: id, watching };
  }

  return async (app) => {
    app.get('/post/:id/watch', { preHandler: auth.required }, async (request): Promise<WatchAnswer> => {
      const { id } = await postOf(request);
      return { post_id: id, watching: await stores.watches.isWatching(callerOf(request).userId, id) };
    });

    app.post('/post/:id/watch', { preHandler: auth.required }, (request) => setWatch(request, true));

    app.delete('/post/:id/watch', { preHandler: auth.required }, (request) => setWatch(request, false));

    app.get('/watches', { preHandler: auth.required }, async (request, reply) => {
      const { userId } = callerOf(request);
      const cards = await stores.posts.cards(await stores.watches.postIds(userId), userId);
      return sendJsonText(reply, `{"results":${jsonList(cards)}}`);
    });

    app.post('/post/:id/renew', { preHandler: auth.required }, async (request): Promise<RenewAnswer> => {
      const { id, ownerId } = await postOf(request);
      if (ownerId !== callerOf(request).userId) throw new HttpError(403, POST_LIFE_MESSAGES.notYourPostToRenew);
      const renewedAt = await stores.expiry.renew(id);
      if (renewedAt === undefined) throw notFound(MESSAGES.postNotFound);
      visitorPages.clear();
      return { post_id: id, renewed_at: renewedAt, message: POST_LIFE_MESSAGES.renewed };
    });
  };
}
