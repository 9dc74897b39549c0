/** The model of the General Settings switches: one save at a time, the new value while saving, refusals and reloads. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { generalTogglesActors, generalTogglesMachine, type GeneralTogglesContext, type GeneralTogglesEvent } from '../../src/machines/generalToggles';
import { answered } from '../fixtures/settings';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const generalTogglesEventFixtures = {
  'toggle.flipped': [
    { type: 'toggle.flipped', setting: 'display_bio' },
    { type: 'toggle.flipped', setting: 'wallet' },
  ],
  'currentUser.loaded': [{ type: 'currentUser.loaded', values: { display_bio: true, wallet: true } }],
} satisfies EventFixtures<GeneralTogglesEvent>;

export const generalTogglesOutputFixtures = {
  saveToggle: [answered(MESSAGES.updatedSuccessfully), { ok: false, message: MESSAGES.updateFailed }],
} satisfies OutputFixtures<typeof generalTogglesActors>;

/** Saved, refused with words, and a request that failed outright. */
export const generalTogglesSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof generalTogglesActors.saveToggle>(generalTogglesMachine, 'saveToggle', generalTogglesOutputFixtures.saveToggle),
  ...errorEvents(generalTogglesMachine, 'saveToggle'),
];

export const generalTogglesVariant: ModelVariant = { name: 'bio hidden, wallet off', input: { values: { display_bio: false, wallet: false } } };

export const generalTogglesModel: MachineModel = {
  name: 'generalToggles',
  machine: generalTogglesMachine,
  variants: [generalTogglesVariant],
  events: [...fixtureEvents<GeneralTogglesEvent>(generalTogglesEventFixtures), ...generalTogglesSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { values, pending, status } = snapshot.context as GeneralTogglesContext;
    return JSON.stringify({ value: snapshot.value, values, pending, status: status?.tone ?? null });
  },
};
