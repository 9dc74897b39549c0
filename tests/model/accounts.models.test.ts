import { describe, expect, it } from 'vitest';
import { registerMachine } from '../../src/machines/register';
import {
  loginFormModel,
  notFoundModel,
  registerEventFixtures,
  registerModel,
  registerOutputFixtures,
  registerVariants,
  resetPasswordModel,
} from './accounts.models';
import { doneEvents, expectFullCoverage, replayJourney, type MachineModel } from './harness';

const models: MachineModel[] = [resetPasswordModel, registerModel, loginFormModel, notFoundModel];

describe('account machines, model-based', () => {
  for (const model of models) {
    it(`${model.name}: every state and transition the fixtures reach is replayed`, async () => {
      await expectFullCoverage(model);
    });
  }

  it('register: a filled form with ticked terms registers and keeps the username to activate', async () => {
    const [registered] = doneEvents(registerMachine, 'registerUser', registerOutputFixtures.registerUser);
    if (!registered) throw new Error('no registerUser answer');
    const events = [
      ...registerEventFixtures['field.changed'].slice(1),
      registerEventFixtures['terms.toggled'][0],
      registerEventFixtures['form.submitted'][0],
      registered,
    ];
    const path = await replayJourney(registerModel, registerVariants.plain, events);
    expect(path.state.value).toBe('registered');
    expect(path.state.context).toMatchObject({ registeredUsername: 'chiamaka_eze' });
  });

  it('register: without ticked terms, submitting does nothing', async () => {
    const path = await replayJourney(registerModel, registerVariants.plain, [...registerEventFixtures['field.changed'].slice(1), registerEventFixtures['form.submitted'][0]]);
    expect(path.state.value).toEqual({ form: 'editing' });
    expect(path.state.context).toMatchObject({ revealAll: false, termsAccepted: false });
  });
});
