/** The model of the feed's layout switch: compact or full cards, kept on this device. */
import type { AnyMachineSnapshot } from 'xstate';
import { feedLayoutMachine, type FeedLayoutEvent } from '../../src/machines/feedLayout';
import { fixtureEvents, type EventFixtures } from './fixtures';
import type { MachineModel, ModelVariant } from './harness';

export const feedLayoutEventFixtures = {
  'layout.chosen': [
    { type: 'layout.chosen', layout: 'compact' },
    { type: 'layout.chosen', layout: 'full' },
  ],
} satisfies EventFixtures<FeedLayoutEvent>;

export const feedLayoutVariants = {
  full: { name: 'full cards', input: { layout: 'full' } },
  compact: { name: 'compact cards (the last choice on this device)', input: { layout: 'compact' } },
} satisfies Record<string, ModelVariant>;

export const feedLayoutModel: MachineModel = {
  name: 'feedLayout',
  // Where the choice is kept is the unit tests' business (tests/machines/feedLayout.test.ts).
  machine: feedLayoutMachine.provide({ actions: { keepChoice: () => undefined } }),
  variants: Object.values(feedLayoutVariants),
  events: fixtureEvents<FeedLayoutEvent>(feedLayoutEventFixtures),
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  simplePaths: true,
};
