import { describe, expect, it } from 'vitest';
import { loginFormModel, notFoundModel, registerEventFixtures, registerModel, registerOutputFixtures, resetPasswordModel } from './accounts.models';
import { coverageLine, doneEvents, emptyCoverage, journey, replayPath, runModel, type MachineModel } from './harness';
import { registerMachine } from '../../src/machines/register';

const models: MachineModel[] = [resetPasswordModel, registerModel, loginFormModel, notFoundModel];

describe('account machines, model-based', () => {
  for (const model of models) {
    it(`${model.name}: every state and transition the fixtures reach is replayed`, async () => {
      const result = await runModel(model);
      console.log(coverageLine(result));
      expect(result.states.missing).toEqual([]);
      expect(result.transitions.missingExpected).toEqual([]);
      expect(result.transitions.untaken).toEqual([]);
    });
  }

  it('register: a filled form with ticked terms registers and keeps the username to activate', async () => {
    const variant = { name: 'no referral code', input: {} };
    const [registered] = doneEvents(registerMachine, 'registerUser', registerOutputFixtures.registerUser);
    if (!registered) throw new Error('no registerUser answer');
    const events = [
      ...registerEventFixtures['field.changed'].slice(1),
      registerEventFixtures['terms.toggled'][0],
      registerEventFixtures['form.submitted'][0],
      registered,
    ];
    const path = journey(registerModel, variant, events);
    expect(path.state.value).toBe('registered');
    expect(path.state.context).toMatchObject({ registeredUsername: 'chiamaka_eze' });
    await replayPath(registerModel, variant, path, emptyCoverage());
  });

  it('register: without ticked terms, submitting does nothing', () => {
    const variant = { name: 'no referral code', input: {} };
    const path = journey(registerModel, variant, [...registerEventFixtures['field.changed'].slice(1), registerEventFixtures['form.submitted'][0]]);
    expect(path.state.value).toEqual({ form: 'editing' });
    expect(path.state.context).toMatchObject({ revealAll: false, termsAccepted: false });
  });
});
