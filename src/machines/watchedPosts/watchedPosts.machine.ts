import { assign, enqueueActions, setup } from 'xstate';
import { POST_LIFE_MESSAGES, type Post } from '../../contract';
import { watchedPostsActors } from './watchedPosts.actors';
import type { WatchedPostsContext, WatchedPostsEmitted, WatchedPostsEvent } from './watchedPosts.types';

/**
 * Settings → Watched prices (issue 16): the posts whose prices the signed-in user watches, as the server keeps
 * them. Guarantees: the list loads on start, and a failed load says so with Try Again; Unwatch works one post at a
 * time, and a post leaves the list only once the server has stopped the watch; a failed Unwatch keeps it and says so.
 */
export const watchedPostsMachine = setup({
  types: {
    context: {} as WatchedPostsContext,
    events: {} as WatchedPostsEvent,
    emitted: {} as WatchedPostsEmitted,
  },
  actors: watchedPostsActors,
  guards: {
    isListed: ({ context }, params: { postId: number }) => context.posts.some((post) => post.id === params.postId),
  },
  actions: {
    keepPosts: assign((_, posts: Post[]) => ({ posts })),
    markUnwatching: assign((_, params: { postId: number }) => ({ unwatching: params.postId })),
    dropUnwatched: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ posts: context.posts.filter((post) => post.id !== context.unwatching), unwatching: null });
      enqueue.emit({ type: 'toast', tone: 'success', message: POST_LIFE_MESSAGES.watchStopped });
    }),
    keepListed: enqueueActions(({ enqueue }) => {
      enqueue.assign({ unwatching: null });
      enqueue.emit({ type: 'toast', tone: 'error', message: POST_LIFE_MESSAGES.watchFailed });
    }),
  },
}).createMachine({
  id: 'watchedPosts',
  context: { posts: [], unwatching: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWatchedPosts',
        src: 'loadWatchedPosts',
        onDone: { target: 'ready', actions: { type: 'keepPosts', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'watched.retryClicked': 'loading' },
    },
    ready: {
      on: {
        'watched.unwatchClicked': {
          guard: { type: 'isListed', params: ({ event }) => event },
          target: 'unwatching',
          actions: { type: 'markUnwatching', params: ({ event }) => event },
        },
      },
    },
    unwatching: {
      invoke: {
        id: 'unwatchPost',
        src: 'unwatchPost',
        input: ({ context }) => ({ postId: context.unwatching ?? 0 }),
        onDone: { target: 'ready', actions: 'dropUnwatched' },
        onError: { target: 'ready', actions: 'keepListed' },
      },
    },
  },
});
