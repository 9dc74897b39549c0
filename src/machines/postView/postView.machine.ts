import { assign, emit, enqueueActions, setup, spawnChild } from 'xstate';
import { DURATIONS, MESSAGES, type Post, type ServerSocketMessage } from '../../contract';
import type { HeardActivity } from '../postShadow/postShadow.types';
import { blockRefusalOf } from '../shared/blockRefusal';
import { socketSystemId } from '../socket/socket.rules';
import { postViewActors } from './postView.actors';
import type { PostOutcome, PostViewContext, PostViewEmitted, PostViewEvent, PostViewInput } from './postView.types';

type Frame = { message: ServerSocketMessage };

/** A like or comment frame of the post's socket in the post shadow's words; other frames are none. */
function activityOf(message: ServerSocketMessage): HeardActivity | null {
  if (message.type === 'like') {
    return { kind: 'like', postId: message.post_id, liked: message.action === 'like', count: message.no_of_likes, username: message.username };
  }
  if (message.type === 'comment') return { kind: 'comment', postId: message.post_id, username: message.username };
  return null;
}

const failureOf = (outcome: PostOutcome) => (outcome.ok ? undefined : outcome.failure);

/**
 * The post popup's loader and its actions. Guarantees: a popup without an id or
 * a post says No Post Data; a post loaded by id ends loaded, Post Not Found (404)
 * or Failed to Load Post with Try Again; Message Seller asks for a login when
 * signed out, creates one room at a time however often it is pressed and then
 * navigates to /chats/{uniquecode}, but never from a sold post; Copy link says whether it worked and shows
 * its feedback for 2 s; an opened share is recorded without waiting. A loaded
 * post seen by a signed-in viewer keeps its live socket open and tells the
 * likes and comments it hears on this post (`post.heard`); the owner's edits and sold marks replace the post shown.
 */
export const postViewMachine = setup({
  types: {
    context: {} as PostViewContext,
    events: {} as PostViewEvent,
    input: {} as PostViewInput,
    emitted: {} as PostViewEmitted,
  },
  actors: postViewActors,
  delays: {
    copyFeedback: DURATIONS.copyFeedback,
  },
  guards: {
    hasPost: ({ context }) => context.post !== null,
    hasId: ({ context }) => context.postId !== null,
    loaded: (_, outcome: PostOutcome) => outcome.ok,
    notFound: (_, outcome: PostOutcome) => failureOf(outcome)?.status === 404,
    signedOut: (_, params: { viewer: string | null }) => params.viewer === null,
    sellerUnknown: ({ context }) => !context.post?.user.username,
    sold: ({ context }) => context.post?.sold === true,
    aboutThisPost: ({ context }, { message }: Frame) => activityOf(message)?.postId === context.post?.id,
  },
  actions: {
    storePost: assign((_, outcome: PostOutcome) => (outcome.ok ? { post: outcome.post, error: null } : {})),
    storeChangedPost: assign((_, params: { post: Post }) => ({ post: params.post })),
    announceChangedPost: emit((_, params: { post: Post }) => ({ type: 'post.changed' as const, post: params.post })),
    storeFailure: assign((_, params: { message: string | undefined }) => ({ error: params.message || MESSAGES.unableToFetchPost })),
    toast: emit((_, params: PostViewEmitted) => params),
    goToRoom: emit((_, params: { uniquecode: string }) => ({ type: 'navigate' as const, to: `/chats/${params.uniquecode}` })),
    startLive: enqueueActions(({ context, enqueue, self }) => {
      if (!context.live) return;
      const { socket } = context.live;
      enqueue.spawnChild('socket', { id: 'socket', systemId: socketSystemId(socket.target), input: { ...socket, receiver: self } });
    }),
    tellHeard: enqueueActions(({ context, enqueue }, { message }: Frame) => {
      const activity = activityOf(message);
      if (activity) enqueue.emit({ type: 'post.heard', activity, viewer: context.live?.viewer ?? null });
    }),
    recordShare: spawnChild('recordShare', {
      input: ({ context, event }) => ({ postId: context.post?.id ?? 0, target: event.type === 'share.opened' ? event.target : 'copy' }),
    }),
  },
}).createMachine({
  id: 'postView',
  context: ({ input }) => ({ postId: input.postId ?? input.post?.id ?? null, post: input.post ?? null, error: null, live: input.live ?? null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasPost', target: 'loaded' }, { guard: 'hasId', target: 'loading' }, { target: 'noData' }],
    },
    noData: {},
    loading: {
      invoke: {
        src: 'loadPost',
        id: 'loadPost',
        input: ({ context }) => ({ postId: context.postId ?? 0 }),
        onDone: [
          { guard: { type: 'loaded', params: ({ event }) => event.output }, target: 'loaded', actions: { type: 'storePost', params: ({ event }) => event.output } },
          { guard: { type: 'notFound', params: ({ event }) => event.output }, target: 'notFound' },
          { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ message: failureOf(event.output)?.message }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeFailure', params: { message: undefined } } },
      },
    },
    notFound: {},
    failed: {
      on: { 'post.retry': { guard: 'hasId', target: 'loading' } },
    },
    loaded: {
      type: 'parallel',
      entry: 'startLive',
      on: {
        'post.changed': {
          actions: [
            { type: 'storeChangedPost', params: ({ event }) => event },
            { type: 'announceChangedPost', params: ({ event }) => event },
          ],
        },
        'socket.received': { guard: { type: 'aboutThisPost', params: ({ event }) => event }, actions: { type: 'tellHeard', params: ({ event }) => event } },
        'share.opened': {
          actions: [
            'recordShare',
            { type: 'toast', params: { type: 'toast', tone: 'success', message: MESSAGES.postShared, durationMs: DURATIONS.shareToast } },
          ],
        },
      },
      states: {
        chat: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'chat.requested': [
                  {
                    guard: { type: 'signedOut', params: ({ event }) => event },
                    actions: { type: 'toast', params: { type: 'toast', tone: 'info', message: MESSAGES.logInToMessageSellers } },
                  },
                  {
                    guard: 'sellerUnknown',
                    actions: { type: 'toast', params: { type: 'toast', tone: 'error', message: MESSAGES.chatUserUnavailable } },
                  },
                  // A sold post takes no new chats (the server refuses them too).
                  { guard: 'sold', actions: { type: 'toast', params: { type: 'toast', tone: 'info', message: MESSAGES.postSoldNoChat } } },
                  { target: 'startingChat' },
                ],
              },
            },
            // Further presses are ignored until the room answers.
            startingChat: {
              invoke: {
                src: 'startChatRoom',
                id: 'startChatRoom',
                input: ({ context }) => ({ receiver: context.post?.user.username ?? '', postId: context.post?.id }),
                onDone: { target: 'opened', actions: { type: 'goToRoom', params: ({ event }) => event.output } },
                onError: {
                  target: 'idle',
                  actions: { type: 'toast', params: ({ event }) => ({ type: 'toast', tone: 'error', message: blockRefusalOf(event.error) ?? MESSAGES.failedToStartChat }) },
                },
              },
            },
            // The app is on its way to the room: a late second press must not open another.
            opened: {},
          },
        },
        copy: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'link.copyRequested': 'copying' },
            },
            copying: {
              invoke: {
                src: 'copyLink',
                id: 'copyLink',
                input: ({ event }) => ({ url: event.type === 'link.copyRequested' ? event.url : '' }),
                onDone: {
                  target: 'copied',
                  actions: { type: 'toast', params: { type: 'toast', tone: 'success', message: MESSAGES.linkCopied } },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'toast', params: { type: 'toast', tone: 'error', message: MESSAGES.failedToCopyLink } },
                },
              },
            },
            copied: {
              after: { copyFeedback: 'idle' },
              on: { 'link.copyRequested': 'copying' },
            },
          },
        },
      },
    },
  },
});
