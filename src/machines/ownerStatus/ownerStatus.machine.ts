import { assign, setup } from 'xstate';
import type { PresenceStatus } from '../../contract';
import { ownerStatusActors, ownerStatusEffects } from './ownerStatus.actors';
import type { OwnerStatusContext, OwnerStatusEvent, OwnerStatusInput } from './ownerStatus.types';

/**
 * The profile owner's status selector (online, away, offline). Guarantees: the
 * choice shows at once, is stored in this browser and pushed to the session;
 * a newer choice replaces a push still in flight; a failed push changes nothing shown.
 */
export const ownerStatusMachine = setup({
  types: {
    context: {} as OwnerStatusContext,
    events: {} as OwnerStatusEvent,
    input: {} as OwnerStatusInput,
  },
  actors: ownerStatusActors,
  actions: {
    storeStatus: assign((_, params: { status: PresenceStatus }) => ({ status: params.status })),
    rememberStatus: (_, params: { status: PresenceStatus }) => ownerStatusEffects.rememberStatus(params.status),
  },
}).createMachine({
  id: 'ownerStatus',
  context: ({ input }) => ({ status: input.status }),
  initial: 'idle',
  on: {
    'status.selected': {
      target: '.pushing',
      reenter: true,
      actions: [
        { type: 'storeStatus', params: ({ event }) => event },
        { type: 'rememberStatus', params: ({ event }) => event },
      ],
    },
  },
  states: {
    idle: {},
    pushing: {
      invoke: {
        src: 'pushStatus',
        input: ({ context }) => ({ status: context.status }),
        onDone: { target: 'idle' },
        onError: { target: 'idle' },
      },
    },
  },
});

