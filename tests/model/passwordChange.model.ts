/** The model of the Change Password form: the current password, the matching new ones, saving and refusals. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { passwordChangeActors, passwordChangeMachine, type PasswordChangeContext, type PasswordChangeEvent } from '../../src/machines/passwordChange';
import { answered } from '../fixtures/settings';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel } from './harness';

export const passwordChangeEventFixtures = {
  'currentPassword.changed': [{ type: 'currentPassword.changed', value: 'Egusi2024' }],
  'newPassword.changed': [
    { type: 'newPassword.changed', value: 'Palmwine7X' },
    { type: 'newPassword.changed', value: 'abc' },
  ],
  'verifyPassword.changed': [
    { type: 'verifyPassword.changed', value: 'Palmwine7X' },
    { type: 'verifyPassword.changed', value: 'abc' },
  ],
  'password.submitted': [{ type: 'password.submitted' }],
} satisfies EventFixtures<PasswordChangeEvent>;

export const passwordChangeOutputFixtures = {
  savePassword: [answered(MESSAGES.passwordUpdated), { ok: false, message: 'Current password is incorrect' }],
} satisfies OutputFixtures<typeof passwordChangeActors>;

/** Saved, refused with words, and a request that failed outright. */
export const passwordChangeSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof passwordChangeActors.savePassword>(passwordChangeMachine, 'savePassword', passwordChangeOutputFixtures.savePassword),
  ...errorEvents(passwordChangeMachine, 'savePassword'),
];

export const passwordChangeVariant = { name: 'an empty form' };

export const passwordChangeModel: MachineModel = {
  name: 'passwordChange',
  machine: passwordChangeMachine,
  variants: [passwordChangeVariant],
  events: [...fixtureEvents<PasswordChangeEvent>(passwordChangeEventFixtures), ...passwordChangeSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { currentPassword, newPassword, verifyPassword, status } = snapshot.context as PasswordChangeContext;
    return JSON.stringify({ value: snapshot.value, currentPassword, newPassword, verifyPassword, status: status?.message ?? null });
  },
};
