import type { FastifyPluginAsync } from 'fastify';
import { checkLikeQuerySchema, likePayloadSchema, type LikeAnswer } from '../../../src/contract';
import { publishNotification, publishPostActivity } from '../../realtime/notify';
import { callerOf } from '../authenticate';
import { parseInput, readText } from '../validation';
import { postTargetOr404 } from './post-target';
import type { RouteDeps } from '../route-deps';

/** POST /like (toggle, or set with `action`), GET /checklike (the caller's likes). */
export function likesRoutes({ stores, auth, limits, hub }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/like', { preHandler: [auth.required, limits.like] }, async (request): Promise<LikeAnswer> => {
      const caller = callerOf(request);
      const { post_id: postId, action } = parseInput(likePayloadSchema, request.body);
      const post = await postTargetOr404(stores, postId);
      const actor = { id: caller.userId, username: caller.user.username };
      const event = { kind: 'like', recipientId: post.ownerId, actor, postId: post.id, title: post.title } as const;
      const change = await stores.transaction(async (trx) => {
        const liked = action ?? !(await trx.likes.isLiked(caller.userId, post.id));
        const result = await trx.likes.set(caller.userId, post.id, liked);
        const recorded = result.changed && liked && (await trx.notifications.record(event));
        return { ...result, recorded };
      });
      const live = { hub, log: request.log };
      if (change.recorded) await publishNotification(live, { ...event, notificationId: change.recorded });
      if (change.changed) {
        const action = change.liked ? 'like' : 'unlike';
        await publishPostActivity(live, post.id, { type: 'like', post_id: post.id, action, username: actor.username, no_of_likes: change.noOfLikes });
      }
      return { post_id: post.id, liked: change.liked, no_of_likes: change.noOfLikes };
    });

    app.get('/checklike', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      const { posts } = parseInput(checkLikeQuerySchema, { posts: readText(request.query, 'posts') });
      const liked = await stores.likes.likedPostIds(caller.userId, posts);
      return liked.map((postId) => ({ post_id: postId, username: { username: caller.user.username }, action: true }));
    });
  };
}
