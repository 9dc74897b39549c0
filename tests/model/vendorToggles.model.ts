/** The model of the Advanced Settings switches: one save at a time, the new value only once saved. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { vendorTogglesActors, vendorTogglesMachine, type VendorTogglesEvent } from '../../src/machines/vendorToggles';
import { STORE_TOGGLES } from '../../src/contract/settings';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const vendorTogglesEventFixtures = {
  'toggle.clicked': [
    { type: 'toggle.clicked', name: 'display_phone' },
    { type: 'toggle.clicked', name: 'allow_comments' },
  ],
} satisfies EventFixtures<VendorTogglesEvent>;

export const vendorTogglesOutputFixtures = {
  saveToggle: [undefined],
} satisfies OutputFixtures<typeof vendorTogglesActors>;

/** Saved, then refused (with the words the actor rejects with). */
export const vendorTogglesSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof vendorTogglesActors.saveToggle>(vendorTogglesMachine, 'saveToggle', vendorTogglesOutputFixtures.saveToggle),
  ...errorEvents(vendorTogglesMachine, 'saveToggle', new Error('Phone number is required')),
];

export const vendorTogglesVariant: ModelVariant = {
  name: 'a store with the phone hidden',
  input: { values: Object.fromEntries(STORE_TOGGLES.map((name) => [name, name !== 'display_phone'])) },
};

export const vendorTogglesModel: MachineModel = {
  name: 'vendorToggles',
  machine: vendorTogglesMachine,
  variants: [vendorTogglesVariant],
  events: [...fixtureEvents<VendorTogglesEvent>(vendorTogglesEventFixtures), ...vendorTogglesSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
};
