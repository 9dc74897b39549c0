import { setup } from 'xstate';
import { connectivityActors } from './connectivity.actors';
import type { ConnectivityContext, ConnectivityEvent, ConnectivityInput } from './connectivity.types';

/**
 * Whether the browser has a network, for the offline indicator. Guarantees: it starts from what the
 * browser said when the page asked (its input) and then follows the browser's online and offline events.
 */
export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
    input: {} as ConnectivityInput,
  },
  actors: connectivityActors,
  guards: {
    startedOffline: ({ context }) => !context.startedOnline,
  },
}).createMachine({
  id: 'connectivity',
  context: ({ input }) => ({ startedOnline: input.online }),
  invoke: { src: 'watchNetwork', id: 'watchNetwork' },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startedOffline', target: 'offline' }, { target: 'online' }],
    },
    online: {
      on: { 'network.lost': 'offline' },
    },
    // What the page shows comes from this device's caches until the network is back.
    offline: {
      on: { 'network.restored': 'online' },
    },
  },
});
