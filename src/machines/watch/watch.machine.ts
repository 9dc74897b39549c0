import { emit, setup } from 'xstate';
import { POST_LIFE_MESSAGES } from '../../contract';
import { watchActors } from './watch.actors';
import type { WatchContext, WatchEmitted, WatchEvent, WatchInput } from './watch.types';

const toast = (tone: 'success' | 'error', message: string) => ({ type: 'toast', params: { type: 'toast', tone, message } }) as const;

/**
 * Watch price / Watching on another user's post (issue 16). Guarantees: one change at a time; the control shows
 * Watching only once the server says so, and a failed change leaves it as it was and says so. Until the watch has
 * loaded (or when it could not be read) the post counts as not watched.
 */
export const watchMachine = setup({
  types: {
    context: {} as WatchContext,
    events: {} as WatchEvent,
    input: {} as WatchInput,
    emitted: {} as WatchEmitted,
  },
  actors: watchActors,
  guards: {
    watchedNow: (_, watching: boolean) => watching,
  },
  actions: {
    toast: emit((_, params: WatchEmitted) => params),
  },
}).createMachine({
  id: 'watch',
  context: ({ input }) => ({ postId: input.postId }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadWatch',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: [{ guard: { type: 'watchedNow', params: ({ event }) => event.output }, target: 'watching' }, { target: 'notWatching' }],
        onError: 'notWatching',
      },
    },
    notWatching: {
      on: { 'watch.toggled': 'starting' },
    },
    starting: {
      invoke: {
        src: 'changeWatch',
        input: ({ context }) => ({ postId: context.postId, watching: true }),
        onDone: { target: 'watching', actions: toast('success', POST_LIFE_MESSAGES.watchStarted) },
        onError: { target: 'notWatching', actions: toast('error', POST_LIFE_MESSAGES.watchFailed) },
      },
    },
    watching: {
      on: { 'watch.toggled': 'stopping' },
    },
    stopping: {
      invoke: {
        src: 'changeWatch',
        input: ({ context }) => ({ postId: context.postId, watching: false }),
        onDone: { target: 'notWatching', actions: toast('success', POST_LIFE_MESSAGES.watchStopped) },
        onError: { target: 'watching', actions: toast('error', POST_LIFE_MESSAGES.watchFailed) },
      },
    },
  },
});
