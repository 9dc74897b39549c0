/** The model of one-tap Renew: idle, the renewal in flight, renewed (final) or offered again after a failure. */
import type { AnyEventObject } from 'xstate';
import { renewActors, renewMachine, type RenewEvent, type RenewInput } from '../../src/machines/renew';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const renewEventFixtures = {
  'renew.requested': [{ type: 'renew.requested' }],
} satisfies EventFixtures<RenewEvent>;

export const renewOutputFixtures = {
  renewListing: ['2026-11-27T09:00:00.000Z'],
} satisfies OutputFixtures<typeof renewActors>;

export const renewSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof renewActors.renewListing>(renewMachine, 'renewListing', renewOutputFixtures.renewListing),
  ...errorEvents(renewMachine, 'renewListing'),
];

export const renewVariants = {
  owner: { name: 'the owner of an expired post', input: { postId: 7 } satisfies RenewInput },
} satisfies Record<string, ModelVariant>;

export const renewModel: MachineModel = {
  name: 'renew',
  machine: renewMachine,
  variants: Object.values(renewVariants),
  events: [...fixtureEvents<RenewEvent>(renewEventFixtures), ...renewSystemEvents],
  serialize: (snapshot) => JSON.stringify({ value: snapshot.value }),
};
