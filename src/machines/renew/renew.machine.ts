import { assign, emit, setup } from 'xstate';
import { POST_LIFE_MESSAGES } from '../../contract';
import { renewActors } from './renew.actors';
import type { RenewContext, RenewEmitted, RenewEvent, RenewInput } from './renew.types';

/**
 * One-tap Renew of the owner's expired or expiring post (issue 16), from their profile, the post or the
 * notification that warned them. Guarantees: one request at a time; renewed only once the server says so (then
 * `renewed` is emitted with the new date, and Renew is not offered again); a failure says so and Renew is offered again.
 */
export const renewMachine = setup({
  types: {
    context: {} as RenewContext,
    events: {} as RenewEvent,
    input: {} as RenewInput,
    emitted: {} as RenewEmitted,
  },
  actors: renewActors,
  actions: {
    keepRenewal: assign({ renewedAt: (_, renewedAt: string) => renewedAt }),
    toast: emit((_, params: { tone: 'success' | 'error'; message: string }) => ({ type: 'toast' as const, ...params })),
    announce: emit(({ context }) => ({ type: 'renewed' as const, postId: context.postId, renewedAt: context.renewedAt ?? '' })),
  },
}).createMachine({
  id: 'renew',
  context: ({ input }) => ({ postId: input.postId, renewedAt: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'renew.requested': 'renewing' },
    },
    renewing: {
      invoke: {
        src: 'renewListing',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: {
          target: 'renewed',
          actions: [
            { type: 'keepRenewal', params: ({ event }) => event.output },
            { type: 'toast', params: { tone: 'success', message: POST_LIFE_MESSAGES.renewed } },
            'announce',
          ],
        },
        onError: { target: 'idle', actions: { type: 'toast', params: { tone: 'error', message: POST_LIFE_MESSAGES.renewFailed } } },
      },
    },
    renewed: { type: 'final' },
  },
});
