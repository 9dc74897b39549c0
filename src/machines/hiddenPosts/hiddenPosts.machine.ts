import { assign, enqueueActions, setup } from 'xstate';
import { MESSAGES, type Post } from '../../contract';
import { hiddenPostsActors } from './hiddenPosts.actors';
import type { HiddenPostsContext, HiddenPostsEmitted, HiddenPostsEvent } from './hiddenPosts.types';

/**
 * Settings → Marketplace → Hidden Posts: the posts the signed-in account hid,
 * as the server keeps them (per account, never per device). Guarantees: the
 * list loads on start, and a failed load says so with Try Again; Unhide works
 * one post at a time, and a post leaves the list only once the server has
 * unhidden it ('Post unhidden successfully', and it is back in that account's
 * feed); a failed Unhide keeps the post listed and says so.
 */
export const hiddenPostsMachine = setup({
  types: {
    context: {} as HiddenPostsContext,
    events: {} as HiddenPostsEvent,
    emitted: {} as HiddenPostsEmitted,
  },
  actors: hiddenPostsActors,
  guards: {
    isListed: ({ context }, params: { postId: number }) => context.posts.some((post) => post.id === params.postId),
  },
  actions: {
    keepPosts: assign((_, posts: Post[]) => ({ posts })),
    markUnhiding: assign((_, params: { postId: number }) => ({ unhiding: params.postId })),
    dropUnhidden: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ posts: context.posts.filter((post) => post.id !== context.unhiding), unhiding: null });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.postUnhidden });
    }),
    keepListed: enqueueActions(({ enqueue }) => {
      enqueue.assign({ unhiding: null });
      enqueue.emit({ type: 'toast', tone: 'error', message: MESSAGES.unhidePostFailed });
    }),
  },
}).createMachine({
  id: 'hiddenPosts',
  context: { posts: [], unhiding: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHiddenPosts',
        src: 'loadHiddenPosts',
        onDone: { target: 'ready', actions: { type: 'keepPosts', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'hidden.retryClicked': 'loading' },
    },
    ready: {
      on: {
        'hidden.unhideClicked': {
          guard: { type: 'isListed', params: ({ event }) => event },
          target: 'unhiding',
          actions: { type: 'markUnhiding', params: ({ event }) => event },
        },
      },
    },
    unhiding: {
      invoke: {
        id: 'unhidePost',
        src: 'unhidePost',
        input: ({ context }) => ({ postId: context.unhiding ?? 0 }),
        onDone: { target: 'ready', actions: 'dropUnhidden' },
        onError: { target: 'ready', actions: 'keepListed' },
      },
    },
  },
});
