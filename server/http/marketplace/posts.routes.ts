import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deletePostPayloadSchema, MESSAGES, postIdParamsSchema } from '../../../src/contract';
import { callerOf } from '../authenticate';
import { HttpError, notFound } from '../http-error';
import { mediaFiles } from './post-media-rows';
import { sendJsonText } from '../json-text';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';

/** The id of /post/{id}; anything that is not one names no post. */
export function postIdOf(request: FastifyRequest): number {
  const result = postIdParamsSchema.safeParse(request.params);
  if (!result.success) throw notFound(MESSAGES.postNotFound);
  return result.data.id;
}

/** GET /post/{id} (token optional) and DELETE / with {postid} (the owner only). */
export function postsRoutes({ stores, auth, media, visitorPages }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/post/:id', { preHandler: auth.optional }, async (request, reply) => {
      const viewerId = request.caller?.userId ?? null;
      const card = await stores.posts.card(postIdOf(request), viewerId);
      // A post held for review is its owner's alone until a moderator has seen it.
      if (!card || (card.held && card.ownerId !== viewerId)) throw notFound(MESSAGES.postNotFound);
      return sendJsonText(reply, `{"post":${card.json}}`);
    });

    app.delete('/', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      const input: unknown = request.body ?? request.query;
      const { postid } = parseInput(deletePostPayloadSchema, input);
      const owner = await stores.posts.ownerOf(postid);
      if (owner === undefined) throw notFound(MESSAGES.postNotFound);
      if (owner !== caller.userId) throw new HttpError(403, MESSAGES.notYourPost);
      const rows = await stores.transaction((tx) => tx.posts.delete(postid));
      visitorPages.clear();
      // Files go only once the row is gone, so no answer ever names a missing file.
      await media.remove(mediaFiles(rows)).catch((error: unknown) => {
        request.log.warn({ err: error, postid }, 'could not remove the media files of a deleted post');
      });
      return { success: true, message: MESSAGES.postDeleted };
    });
  };
}
