import type { FastifyPluginAsync } from 'fastify';
import { commentPayloadSchema, commentsQuerySchema, MESSAGES } from '../../../src/contract';
import type { Stores } from '../../store';
import { pushMessages } from '../../push/push-messages';
import { publishNotification, publishPostActivity } from '../../realtime/notify';
import { callerOf, type AuthenticatedCaller } from '../authenticate';
import { refuseIfBlockedBy } from '../moderation/block-rules';
import { badRequest, HttpError } from '../http-error';
import { parseInput, queryText } from '../validation';
import { toComment } from './comment.presenter';
import { postTargetOr404 } from './post-target';
import type { RouteDeps } from '../route-deps';

/** The parent of a reply: a comment on the same post, else 400. */
async function parentOn(stores: Stores, postId: number, parentId: number) {
  const parent = await stores.comments.find(parentId);
  if (!parent || parent.post_id !== postId) {
    throw badRequest(MESSAGES.parentCommentInvalid, { parent: [MESSAGES.parentCommentInvalid] });
  }
  return parent;
}

const actorOf = (caller: AuthenticatedCaller) => ({ id: caller.userId, username: caller.user.username });

/**
 * GET /comment?post= (oldest first) and POST /comment. A reply tells the parent's author, a comment the
 * post's owner; only a top-level comment moves the post's no_of_comments.
 */
export function commentsRoutes({ stores, auth, limits, hub, push }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/comment', { preHandler: auth.optional }, async (request) => {
      const { post: postId } = parseInput(commentsQuerySchema, { post: queryText(request.query, 'post') });
      const post = await postTargetOr404(stores, postId);
      const comments = await stores.comments.listFor(post.id);
      // A signed-in reader does not see what the users they blocked wrote.
      const blocked = new Set(request.caller ? await stores.blocks.blockedIds(request.caller.userId) : []);
      return { comments: comments.filter((comment) => !blocked.has(comment.user_id)).map(toComment) };
    });

    app.post('/comment', { preHandler: [auth.required, limits.comment] }, async (request, reply) => {
      const caller = callerOf(request);
      const payload = parseInput(commentPayloadSchema, request.body);
      const post = await postTargetOr404(stores, payload.post);
      if (!post.allowComments) throw new HttpError(403, MESSAGES.commentsDisabledToast);
      await refuseIfBlockedBy(stores, post.ownerId, caller.userId, MESSAGES.cannotCommentBlocked);
      const parent = payload.parent == null ? null : await parentOn(stores, post.id, payload.parent);

      const added = await stores.transaction(async (trx) => {
        const result = await trx.comments.add({ postId: post.id, userId: caller.userId, body: payload.comment, parentId: parent?.id ?? null });
        const about = { actor: actorOf(caller), postId: post.id, commentId: result.comment.id, title: post.title };
        const event = parent ? { ...about, kind: 'reply' as const, recipientId: parent.user_id } : { ...about, kind: 'comment' as const, recipientId: post.ownerId };
        return { ...result, event, recorded: await trx.notifications.record(event) };
      });
      const live = { hub, log: request.log };
      const body = added.comment.body;
      if (added.recorded) await publishNotification(live, { ...added.event, comment: body, notificationId: added.recorded });
      // A reply is pushed to the author of the comment it answers (issue 16).
      if (added.recorded && added.event.kind === 'reply') push.push(added.event.recipientId, 'reply', pushMessages.reply(caller.user.username, body, post.id));
      const username = caller.user.username;
      await publishPostActivity(live, post.id, { type: 'comment', post_id: post.id, comment: body, parent_id: parent?.id ?? null, username });
      return reply.code(201).send({ comment: toComment(added.comment), no_of_comments: added.noOfComments });
    });
  };
}
