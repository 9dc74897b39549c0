import { assign, emit, setup } from 'xstate';
import { LIMITS, MESSAGES } from '../../contract';
import { ratingActors } from './rating.actors';
import type { RatingContext, RatingEmitted, RatingEvent, RatingInput, RatingOutcome } from './rating.types';

/**
 * Rate Seller: 1 to 5 stars, one rating per buyer (sending again changes it).
 * Guarantees: only whole stars in range are sent, one request at a time;
 * the shown average and count are the server's answer; signed out, nothing is
 * sent and the user is asked to log in.
 */
export const ratingMachine = setup({
  types: {
    context: {} as RatingContext,
    events: {} as RatingEvent,
    input: {} as RatingInput,
    emitted: {} as RatingEmitted,
  },
  actors: ratingActors,
  guards: {
    signedIn: ({ context }) => context.signedIn,
    sendable: ({ context }, params: { rating: number }) => context.signedIn && isStarCount(params.rating),
    saved: (_, outcome: RatingOutcome) => outcome.ok,
  },
  actions: {
    choose: assign((_, params: { rating: number }) => ({ chosen: params.rating })),
    storeSummary: assign((_, outcome: RatingOutcome) => (outcome.ok ? { summary: outcome.summary } : {})),
    clearChoice: assign({ chosen: null }),
    toastSaved: emit({ type: 'toast', tone: 'success', message: MESSAGES.ratingSaved }),
    toastFailure: emit((_, outcome: RatingOutcome | undefined) => ({
      type: 'toast' as const,
      tone: 'error' as const,
      message: outcome && !outcome.ok ? outcome.message : MESSAGES.genericError,
    })),
    askToLogIn: emit({ type: 'toast', tone: 'info', message: MESSAGES.logInToRate }),
    requireLogin: emit({ type: 'login.required' }),
  },
}).createMachine({
  id: 'rating',
  context: ({ input }) => ({ vendor: input.vendor, signedIn: input.signedIn, summary: input.summary, chosen: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'rating.chosen': [
          {
            guard: { type: 'sendable', params: ({ event }) => event },
            target: 'saving',
            actions: { type: 'choose', params: ({ event }) => event },
          },
          // Signed in but not 1-5 whole stars: nothing to send.
          { guard: 'signedIn' },
          { actions: ['askToLogIn', 'requireLogin'] },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'sendRating',
        input: ({ context }) => ({ vendor: context.vendor, rating: context.chosen ?? 0 }),
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => event.output },
            target: 'idle',
            actions: [{ type: 'storeSummary', params: ({ event }) => event.output }, 'clearChoice', 'toastSaved'],
          },
          { target: 'idle', actions: ['clearChoice', { type: 'toastFailure', params: ({ event }) => event.output }] },
        ],
        onError: { target: 'idle', actions: ['clearChoice', { type: 'toastFailure', params: undefined }] },
      },
    },
  },
});

function isStarCount(rating: number): boolean {
  return Number.isInteger(rating) && rating >= LIMITS.ratingMin && rating <= LIMITS.ratingMax;
}
