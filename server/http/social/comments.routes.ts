import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { commentPayloadSchema, commentsQuerySchema, MESSAGES } from '../../../src/contract';
import type { Stores } from '../../store';
import type { CommentView } from '../../store/comments.store';
import type { NotificationEvent } from '../../store/notifications.store';
import { pushMessages } from '../../push/push-messages';
import { publishNotification, publishPostActivity } from '../../realtime/notify';
import { callerOf, type AuthenticatedCaller } from '../authenticate';
import { refuseIfBlockedBy } from '../moderation/block-rules';
import { badRequest, HttpError } from '../http-error';
import { parseInput, queryText } from '../validation';
import { toComment } from './comment.presenter';
import { postTargetOr404 } from './post-target';
import type { RouteDeps } from '../route-deps';
import { claimOrFirst, limitingNewWrites, madeBefore, writeKeyOf } from '../write-keys';

/** The parent of a reply: a comment on the same post, else 400. */
async function parentOn(stores: Stores, postId: number, parentId: number) {
  const parent = await stores.comments.find(parentId);
  if (!parent || parent.post_id !== postId) {
    throw badRequest(MESSAGES.parentCommentInvalid, { parent: [MESSAGES.parentCommentInvalid] });
  }
  return parent;
}

const actorOf = (caller: AuthenticatedCaller) => ({ id: caller.userId, username: caller.user.username });

const answerOf = (added: { comment: CommentView; noOfComments: number }) => ({ comment: toComment(added.comment), no_of_comments: added.noOfComments });

type CommentEvent = NotificationEvent & { kind: 'comment' | 'reply'; postId: number };

/**
 * GET /comment?post= (oldest first) and POST /comment. A reply tells the parent's author, a comment the
 * post's owner; only a top-level comment moves the post's no_of_comments.
 */
export function commentsRoutes({ stores, auth, limits, hub, push }: RouteDeps): FastifyPluginAsync {
  /** The notice (live, and pushed for a reply) and the post's live activity of a comment just stored. */
  async function tellAbout(told: { event: CommentEvent; recorded: number | null }, body: string, at: { request: FastifyRequest; parentId: number | null }) {
    const { event, recorded } = told;
    const caller = callerOf(at.request);
    const live = { hub, log: at.request.log };
    if (recorded) await publishNotification(live, { ...event, comment: body, notificationId: recorded });
    // A reply is pushed to the author of the comment it answers (issue 16).
    if (recorded && event.kind === 'reply') push.push(event.recipientId, 'reply', pushMessages.reply(caller.user.username, body, event.postId));
    const activity = { type: 'comment' as const, post_id: event.postId, comment: body, parent_id: at.parentId, username: caller.user.username };
    await publishPostActivity(live, event.postId, activity);
  }

  return async (app) => {
    app.get('/comment', { preHandler: auth.optional }, async (request) => {
      const { post: postId } = parseInput(commentsQuerySchema, { post: queryText(request.query, 'post') });
      const post = await postTargetOr404(stores, postId);
      const comments = await stores.comments.listFor(post.id);
      // A signed-in reader does not see what the users they blocked wrote.
      const blocked = new Set(request.caller ? await stores.blocks.blockedIds(request.caller.userId) : []);
      return { comments: comments.filter((comment) => !blocked.has(comment.user_id)).map(toComment) };
    });

    app.post('/comment', { preHandler: [auth.required, limitingNewWrites(stores, 'comment', limits.comment)] }, async (request, reply) => {
      const caller = callerOf(request);
      const key = writeKeyOf(request, caller.userId, 'comment');
      const payload = parseInput(commentPayloadSchema, request.body);
      // A resend of a comment already stored (its answer was lost) answers that comment and tells no one again.
      const earlier = await madeBefore(stores, key, (id) => stores.comments.made(id));
      if (earlier) return reply.code(201).send(answerOf(earlier));
      const post = await postTargetOr404(stores, payload.post);
      if (!post.allowComments) throw new HttpError(403, MESSAGES.commentsDisabledToast);
      await refuseIfBlockedBy(stores, post.ownerId, caller.userId, MESSAGES.cannotCommentBlocked);
      const parent = payload.parent == null ? null : await parentOn(stores, post.id, payload.parent);

      const added = await stores.transaction(async (trx) => {
        const first = await claimOrFirst(trx, key, (id) => trx.comments.made(id));
        if (first) return { ...first, told: null };
        const result = await trx.comments.add({ postId: post.id, userId: caller.userId, body: payload.comment, parentId: parent?.id ?? null });
        if (key) await trx.writeKeys.settle(key, result.comment.id);
        const about = { actor: actorOf(caller), postId: post.id, commentId: result.comment.id, title: post.title };
        const event = parent ? { ...about, kind: 'reply' as const, recipientId: parent.user_id } : { ...about, kind: 'comment' as const, recipientId: post.ownerId };
        return { ...result, told: { event, recorded: await trx.notifications.record(event) } };
      });
      if (added.told) await tellAbout(added.told, added.comment.body, { request, parentId: parent?.id ?? null });
      return reply.code(201).send(answerOf(added));
    });
  };
}
