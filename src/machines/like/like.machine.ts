import { assign, emit, setup, stateIn } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { failedOffline } from '../shared/network';
import { likeActors } from './like.actors';
import { shownLiked } from './like.selectors';
import type { LikeAnswer, LikeContext, LikeEmitted, LikeEvent, LikeInput } from './like.types';

/**
 * One post's like button. Guarantees: a toggle shows at once as an overlay on
 * the server's state (which stays as sent); at most one request is in flight
 * and at most one more is queued, and the queued one carries the last state the
 * user asked for; a failure drops the overlay and says 'Failed to like post',
 * except one while the browser is offline: the overlay stays (toggles still move
 * it) and the last wish is sent once the browser is online again; the count shown
 * never goes below 0; a signed-out toggle changes nothing and says 'Please log in
 * to like posts'.
 */
export const likeMachine = setup({
  types: {
    context: {} as LikeContext,
    events: {} as LikeEvent,
    input: {} as LikeInput,
    emitted: {} as LikeEmitted,
  },
  actors: likeActors,
  guards: {
    signedIn: (_, params: { signedIn: boolean }) => params.signedIn,
    serverAgrees: ({ context }, answer: LikeAnswer) => answer.liked === context.desired,
    wishQueued: stateIn({ sending: 'queued' }),
    failedOffline: (_, params: { error: unknown }) => failedOffline(params.error),
  },
  actions: {
    flip: assign(({ context }) => ({ desired: !shownLiked(context) })),
    acceptAnswer: assign((_, answer: LikeAnswer) => ({ server: { liked: answer.liked, count: answer.no_of_likes } })),
    settle: assign({ desired: undefined }),
    sync: assign((_, params: { liked: boolean; count: number }) => ({ server: { liked: params.liked, count: params.count } })),
    toastLogIn: emit({ type: 'toast', tone: 'info', message: MESSAGES.logInToLike }),
    toastFailed: emit({ type: 'toast', tone: 'error', message: MESSAGES.likeFailed }),
  },
}).createMachine({
  id: 'like',
  context: ({ input }) => ({
    postId: input.postId,
    server: { liked: input.liked, count: input.count },
    desired: undefined,
  }),
  initial: 'idle',
  on: {
    'post.synced': { actions: { type: 'sync', params: ({ event }) => event } },
  },
  states: {
    idle: {
      on: {
        'like.toggled': [
          { guard: { type: 'signedIn', params: ({ event }) => event }, target: 'sending', actions: 'flip' },
          { actions: 'toastLogIn' },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'sendLike',
        id: 'sendLike',
        input: ({ context }) => ({ postId: context.postId, liked: context.desired ?? !context.server.liked }),
        onDone: [
          {
            guard: { type: 'serverAgrees', params: ({ event }) => event.output },
            target: 'idle',
            actions: [{ type: 'acceptAnswer', params: ({ event }) => event.output }, 'settle'],
          },
          // The user changed their mind while the request was out: send the last wish.
          { guard: 'wishQueued', target: 'sending', reenter: true, actions: { type: 'acceptAnswer', params: ({ event }) => event.output } },
          // The server decided otherwise: its word stands.
          { target: 'idle', actions: [{ type: 'acceptAnswer', params: ({ event }) => event.output }, 'settle'] },
        ],
        onError: [
          { guard: { type: 'failedOffline', params: ({ event }) => ({ error: event.error }) }, target: 'waitingForNetwork' },
          { target: 'idle', actions: ['settle', 'toastFailed'] },
        ],
      },
      initial: 'alone',
      states: {
        alone: {
          on: { 'like.toggled': { guard: { type: 'signedIn', params: ({ event }) => event }, target: 'queued', actions: 'flip' } },
        },
        // The wish differs from what is in flight; it goes out when the answer comes.
        queued: {
          on: { 'like.toggled': { guard: { type: 'signedIn', params: ({ event }) => event }, target: 'alone', actions: 'flip' } },
        },
      },
    },
    // Offline: the wish stays shown and goes out once the browser is online. The lost request may or may
    // not have landed, so the last wish is sent even when it matches the server's old state.
    waitingForNetwork: {
      invoke: { src: 'waitForNetwork', id: 'waitForNetwork', onDone: 'sending' },
      on: { 'like.toggled': { guard: { type: 'signedIn', params: ({ event }) => event }, actions: 'flip' } },
    },
  },
});
