/** The model of the Personal Information form: editing, the required fields, saving, refusals and reloads. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  profileSettingsActors,
  profileSettingsMachine,
  type ProfileSettingsContext,
  type ProfileSettingsEvent,
} from '../../src/machines/profileSettings';
import { aliceForm, answered } from '../fixtures/settings';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

/** A required field emptied and filled again, a submit, and a reload of the saved details. */
export const profileSettingsEventFixtures = {
  'field.changed': [
    { type: 'field.changed', field: 'lastName', value: '' },
    { type: 'field.changed', field: 'lastName', value: 'Okafor-Eze' },
  ],
  'form.submitted': [{ type: 'form.submitted' }],
  'currentUser.loaded': [{ type: 'currentUser.loaded', form: aliceForm }],
} satisfies EventFixtures<ProfileSettingsEvent>;

export const profileSettingsOutputFixtures = {
  saveProfile: [answered(MESSAGES.profileUpdated), { ok: false, message: MESSAGES.emailTaken }],
} satisfies OutputFixtures<typeof profileSettingsActors>;

export const profileSettingsSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof profileSettingsActors.saveProfile>(profileSettingsMachine, 'saveProfile', profileSettingsOutputFixtures.saveProfile),
  ...errorEvents(profileSettingsMachine, 'saveProfile'),
];

export const profileSettingsVariants = {
  alice: { name: 'alice with her saved details', input: { form: aliceForm } },
} satisfies Record<string, ModelVariant>;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ProfileSettingsContext;

export const profileSettingsModel: MachineModel = {
  name: 'profileSettings',
  machine: profileSettingsMachine,
  variants: Object.values(profileSettingsVariants),
  events: [...fixtureEvents<ProfileSettingsEvent>(profileSettingsEventFixtures), ...profileSettingsSystemEvents],
  serialize: (snapshot) => {
    const { form, dirty, status } = context(snapshot);
    return JSON.stringify({ value: snapshot.value, lastName: form.lastName, dirty, status: status?.message ?? null });
  },
};
