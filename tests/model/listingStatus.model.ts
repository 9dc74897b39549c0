/** The model of the owner's Mark as sold / Mark as available: available, sold, and the change in flight either way. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { listingStatusActors, listingStatusMachine, type ListingStatusContext, type ListingStatusEvent } from '../../src/machines/listingStatus';
import { postOf } from '../fixtures/marketplace';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const listingStatusEventFixtures = {
  'sold.toggled': [{ type: 'sold.toggled' }],
} satisfies EventFixtures<ListingStatusEvent>;

/** The server's answer when the post was marked sold, and when it was marked available. */
export const listingStatusOutputFixtures = {
  markPostSold: [postOf(7, { sold: true }), postOf(7, { sold: false })],
} satisfies OutputFixtures<typeof listingStatusActors>;

export const listingStatusSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof listingStatusActors.markPostSold>(listingStatusMachine, 'markPostSold', listingStatusOutputFixtures.markPostSold),
  ...errorEvents(listingStatusMachine, 'markPostSold'),
];

export const listingStatusVariants = {
  available: { name: 'an available post', input: { post: postOf(7) } },
  sold: { name: 'a sold post', input: { post: postOf(7, { sold: true }) } },
} satisfies Record<string, ModelVariant>;

/** The answer that matches the change in flight: the server answers the state it was asked for. */
function worthTrying(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const output: unknown = 'output' in event ? event.output : undefined;
  if (!output || typeof output !== 'object' || !('sold' in output)) return true;
  return output.sold === snapshot.matches('markingSold');
}

export const listingStatusModel: MachineModel = {
  name: 'listingStatus',
  machine: listingStatusMachine,
  variants: Object.values(listingStatusVariants),
  events: [...fixtureEvents<ListingStatusEvent>(listingStatusEventFixtures), ...listingStatusSystemEvents],
  serialize: (snapshot) => JSON.stringify({ value: snapshot.value, sold: (snapshot.context as ListingStatusContext).post.sold }),
  filterEvents: worthTrying,
};
