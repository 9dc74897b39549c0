import { assign, setup } from 'xstate';
import { DURATIONS } from '../../contract/constants';
import { COUNTDOWN_TICK_MS, isLastSecond, oneSecondLess, secondsIn } from '../shared/countdown';

export type NotFoundContext = {
  /** Whole seconds left before the redirect home. */
  secondsLeft: number;
};

export type NotFoundEvent = { type: 'user.goHome' } | { type: 'user.goBack' };

const totalSeconds = secondsIn(DURATIONS.notFoundRedirect);

/**
 * The not-found screen's countdown. Guarantees: it ticks once a second from
 * DURATIONS.notFoundRedirect down to zero and then ends in `home`; Go Home ends
 * in `home` at once and Go Back in `back`; nothing ticks after it ended.
 */
export const notFoundMachine = setup({
  types: {
    context: {} as NotFoundContext,
    events: {} as NotFoundEvent,
  },
  guards: {
    lastSecond: ({ context }) => isLastSecond(context),
  },
  actions: {
    countDown: assign(({ context }) => oneSecondLess(context)),
  },
  delays: {
    tick: COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'notFound',
  context: { secondsLeft: totalSeconds },
  initial: 'counting',
  states: {
    counting: {
      after: {
        tick: [
          { guard: 'lastSecond', target: 'home', actions: 'countDown' },
          { target: 'counting', reenter: true, actions: 'countDown' },
        ],
      },
      on: {
        'user.goHome': { target: 'home' },
        'user.goBack': { target: 'back' },
      },
    },
    // The view navigates to '/'.
    home: { type: 'final' },
    // The view goes back one entry in the history.
    back: { type: 'final' },
  },
});

export const NOT_FOUND_TOTAL_SECONDS = totalSeconds;
