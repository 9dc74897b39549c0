/** The model of the offline indicator's machine: where it starts and the browser's online and offline events. */
import type { AnyMachineSnapshot } from 'xstate';
import { connectivityMachine, type ConnectivityEvent } from '../../src/machines/connectivity';
import { fixtureEvents, type EventFixtures } from './fixtures';
import type { MachineModel, ModelVariant } from './harness';

export const connectivityEventFixtures = {
  'network.lost': [{ type: 'network.lost' }],
  'network.restored': [{ type: 'network.restored' }],
} satisfies EventFixtures<ConnectivityEvent>;

export const connectivityVariants = {
  online: { name: 'online when the page asked', input: { online: true } },
  offline: { name: 'offline when the page asked', input: { online: false } },
} satisfies Record<string, ModelVariant>;

export const connectivityModel: MachineModel = {
  name: 'connectivity',
  machine: connectivityMachine,
  variants: Object.values(connectivityVariants),
  events: fixtureEvents<ConnectivityEvent>(connectivityEventFixtures),
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
  simplePaths: true,
};
