/** The model of Block user / Unblock user: the status loading, the question, the change in flight either way. */
import type { AnyEventObject } from 'xstate';
import { blockActors, blockMachine, type BlockEvent, type BlockInput } from '../../src/machines/block';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const blockEventFixtures = {
  'block.requested': [{ type: 'block.requested' }],
  'block.confirmed': [{ type: 'block.confirmed' }],
  'block.cancelled': [{ type: 'block.cancelled' }],
  'unblock.requested': [{ type: 'unblock.requested' }],
} satisfies EventFixtures<BlockEvent>;

/** Blocked now, or not. */
export const blockOutputFixtures = {
  loadBlockStatus: [true, false],
  changeBlock: [true, false],
} satisfies OutputFixtures<typeof blockActors>;

export const blockSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof blockActors.loadBlockStatus>(blockMachine, 'loadBlockStatus', blockOutputFixtures.loadBlockStatus),
  ...errorEvents(blockMachine, 'loadBlockStatus'),
  ...doneEvents<typeof blockActors.changeBlock>(blockMachine, 'changeBlock', blockOutputFixtures.changeBlock),
  ...errorEvents(blockMachine, 'changeBlock'),
];

export const blockVariants = {
  member: { name: 'a signed-in member on another user', input: { username: 'ada_fabrics' } satisfies BlockInput },
} satisfies Record<string, ModelVariant>;

/** The server answers the change it was asked for: blocked after a block, not after an unblock. */
function worthTrying(snapshot: { matches: (state: string) => boolean }, event: AnyEventObject): boolean {
  if (!event.type.startsWith('xstate.done.actor.') || !('output' in event) || typeof event.output !== 'boolean') return true;
  if (snapshot.matches('blocking')) return event.output;
  if (snapshot.matches('unblocking')) return !event.output;
  return true;
}

export const blockModel: MachineModel = {
  name: 'block',
  machine: blockMachine,
  variants: Object.values(blockVariants),
  events: [...fixtureEvents<BlockEvent>(blockEventFixtures), ...blockSystemEvents],
  serialize: (snapshot) => JSON.stringify({ value: snapshot.value }),
  filterEvents: worthTrying,
};
