import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { presenceMachine, type PresenceContext, type PresenceEvent } from '../../src/machines/presence';
import { fixtureEvents, type EventFixtures } from './fixtures';
import { timerEvents, type MachineModel, type ModelVariant } from './harness';

/** One example of every presence event. */
export const presenceEventFixtures = {
  'user.activity': [{ type: 'user.activity' }],
  'app.visibilityChanged': [
    { type: 'app.visibilityChanged', visible: false },
    { type: 'app.visibilityChanged', visible: true },
  ],
  'app.left': [{ type: 'app.left' }],
  'app.restored': [{ type: 'app.restored' }],
  'status.chosen': [
    { type: 'status.chosen', status: 'away' },
    { type: 'status.chosen', status: 'online' },
  ],
} satisfies EventFixtures<PresenceEvent>;

export const presenceTimerEvents: AnyEventObject[] = timerEvents(presenceMachine);

export const visibleAtLogin: ModelVariant = { name: 'visible at login', input: { visible: true } };

export const presenceModel: MachineModel = {
  name: 'presence',
  // Sockets and the cookie are not the graph's business: the unit tests cover what presence tells them.
  machine: presenceMachine.provide({
    actions: {
      storeOnlineStatus: () => undefined,
      closeSocketsAsInactive: () => undefined,
      closeSocketsOnLeave: () => undefined,
      reopenSocketsClosedOnLeave: () => undefined,
    },
  }),
  variants: [visibleAtLogin, { name: 'hidden at login', input: { visible: false } }],
  events: [...fixtureEvents<PresenceEvent>(presenceEventFixtures), ...presenceTimerEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { status } = snapshot.context as PresenceContext;
    return JSON.stringify({ value: snapshot.value, status });
  },
  // The graph is small: every cycle-free path is replayed too.
  simplePaths: true,
};
