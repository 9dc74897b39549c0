import { emit, enqueueActions, setup } from 'xstate';
import { likeMachine } from '../like/like.machine';
import type { PostFacts, PostShadowContext, PostShadowEmitted, PostShadowEvent, ShadowedPost } from './postShadow.types';

type Heard = Extract<PostShadowEvent, { type: 'post.heard' }>;

const sameFacts = (a: PostFacts, b: PostFacts) => a.liked === b.liked && a.no_of_likes === b.no_of_likes && a.no_of_comments === b.no_of_comments;

/**
 * One source for every view of a post on a screen (the feed card and the popup
 * over it), after bluesky's post shadow. Guarantees: each post has one like
 * actor, so a like pressed in one view shows in the other at once and the next
 * press does what the heart shows; the comment count is one number for all
 * views; server numbers replace what is shown only when they differ from the
 * last ones a view reported (a card shown again with its page's numbers does
 * not undo a newer like); live likes move the count (and, for the viewer's own
 * like elsewhere, the heart), and someone else's comment asks the comments to reload.
 */
export const postShadowMachine = setup({
  types: {
    context: {} as PostShadowContext,
    events: {} as PostShadowEvent,
    emitted: {} as PostShadowEmitted,
  },
  actors: { like: likeMachine },
  actions: {
    see: enqueueActions(({ context, enqueue }, facts: PostFacts) => {
      const shadowed = context.posts[facts.id];
      if (shadowed && sameFacts(shadowed.seen, facts)) return;
      const server = { liked: facts.liked, count: facts.no_of_likes };
      if (shadowed) enqueue.sendTo(shadowed.like, { type: 'post.synced', ...server });
      enqueue.assign(({ spawn }) => {
        const like = shadowed?.like ?? spawn('like', { input: { postId: facts.id, ...server } });
        return { posts: { ...context.posts, [facts.id]: { like, comments: facts.no_of_comments, seen: facts } } };
      });
    }),
    countComments: enqueueActions(({ context, enqueue }, params: { postId: number; count: number }) => {
      const shadowed = context.posts[params.postId];
      if (shadowed) enqueue.assign({ posts: { ...context.posts, [params.postId]: { ...shadowed, comments: params.count } } });
    }),
    hearLike: enqueueActions(({ context, enqueue }, { activity, viewer }: Heard) => {
      const shadowed = activity.kind === 'like' ? context.posts[activity.postId] : undefined;
      if (!shadowed || activity.kind !== 'like') return;
      // Someone else's like moves only the count; the viewer's own (another tab) also the heart.
      const liked = activity.username === viewer ? activity.liked : shadowed.like.getSnapshot().context.server.liked;
      enqueue.sendTo(shadowed.like, { type: 'post.synced', liked, count: activity.count });
    }),
    tellComment: emit((_, { activity }: Heard) => ({ type: 'post.commentHeard' as const, postId: activity.postId })),
  },
  guards: {
    othersComment: (_, { activity, viewer }: Heard) => activity.kind === 'comment' && activity.username !== viewer,
  },
}).createMachine({
  id: 'postShadow',
  context: { posts: {} },
  on: {
    'post.seen': { actions: { type: 'see', params: ({ event }) => event.post } },
    'post.commentsCounted': { actions: { type: 'countComments', params: ({ event }) => event } },
    'post.heard': [
      { guard: { type: 'othersComment', params: ({ event }) => event }, actions: { type: 'tellComment', params: ({ event }) => event } },
      { actions: { type: 'hearLike', params: ({ event }) => event } },
    ],
  },
});

export type { ShadowedPost };
