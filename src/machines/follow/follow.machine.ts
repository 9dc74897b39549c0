import { assign, emit, setup } from 'xstate';
import { MESSAGES, fillTemplate } from '../../contract';
import { followActors } from './follow.actors';
import type { FollowAnswer, FollowContext, FollowEmitted, FollowEvent, FollowInput } from './follow.types';

/**
 * Follow / Following on a profile, optimistic. Guarantees: the button and the
 * follower count change at once (an overlay over what the server said, never
 * below 0); toggles while a request is in flight collapse into one more
 * request only if the wish differs from the answer; a failure reverts to the
 * server's state with 'Failed to update follow status'; every settled request
 * tells the view to reload the profile; signed out, nothing is sent and the
 * user is asked to log in.
 */
export const followMachine = setup({
  types: {
    context: {} as FollowContext,
    events: {} as FollowEvent,
    input: {} as FollowInput,
    emitted: {} as FollowEmitted,
  },
  actors: followActors,
  guards: {
    signedIn: ({ context }) => context.signedIn,
    isFollowing: ({ context }) => context.server.isFollowing,
    answerMatchesWish: ({ context }, answer: FollowAnswer) => context.wanted === null || context.wanted === answer.isFollowing,
  },
  actions: {
    flipWish: assign(({ context }) => ({ wanted: !(context.wanted ?? context.server.isFollowing) })),
    storeAnswer: assign((_, answer: FollowAnswer) => ({ server: { isFollowing: answer.isFollowing, followers: answer.user_followers } })),
    clearWish: assign({ wanted: null }),
    askToLogIn: emit({ type: 'toast', tone: 'info', message: MESSAGES.logInToFollow }),
    requireLogin: emit({ type: 'login.required' }),
    toastFollowing: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'success' as const,
      message: fillTemplate(MESSAGES.nowFollowing, { name: context.name }),
    })),
    toastFailure: emit({ type: 'toast', tone: 'error', message: MESSAGES.followUpdateFailed }),
    announceSettled: emit({ type: 'follow.settled' }),
  },
}).createMachine({
  id: 'follow',
  context: ({ input }) => ({
    username: input.username,
    name: input.name,
    signedIn: input.signedIn,
    server: { isFollowing: input.isFollowing, followers: input.followers },
    wanted: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'follow.toggled': [{ guard: 'signedIn', target: 'requesting', actions: 'flipWish' }, { actions: ['askToLogIn', 'requireLogin'] }],
      },
    },
    requesting: {
      invoke: {
        src: 'sendFollow',
        input: ({ context }) => ({ username: context.username, follow: context.wanted ?? !context.server.isFollowing }),
        onDone: [
          {
            guard: { type: 'answerMatchesWish', params: ({ event }) => event.output },
            target: 'settled',
            actions: { type: 'storeAnswer', params: ({ event }) => event.output },
          },
          // The user changed their mind meanwhile: one more request with the latest wish.
          { target: 'requesting', reenter: true, actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        ],
        onError: { target: 'idle', actions: ['clearWish', 'toastFailure', 'announceSettled'] },
      },
      on: { 'follow.toggled': { actions: 'flipWish' } },
    },
    // The answer is in: say so when it is a new follow.
    settled: {
      always: [
        { guard: 'isFollowing', target: 'idle', actions: ['clearWish', 'toastFollowing', 'announceSettled'] },
        { target: 'idle', actions: ['clearWish', 'announceSettled'] },
      ],
    },
  },
});
