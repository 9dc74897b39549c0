import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { selectBankFailure, selectBankMessage, selectIsSavingBank, type BankDetailsSnapshot } from '../../src/machines/bankDetails';
import { bankDetailsEventFixtures as fixtures, bankDetailsModel, bankDetailsSystemEvents, bankDetailsVariants } from './bankDetails.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const refused = systemEvent(bankDetailsSystemEvents, 'xstate.done.actor.', 1);
const [bank, name, number, short] = fixtures['field.changed'];
const submit = fixtures['form.submitted'][0];
const shown = (snapshot: BankDetailsSnapshot) => ({
  number: selectBankMessage('account_number')(snapshot),
  saving: selectIsSavingBank(snapshot),
  failure: selectBankFailure(snapshot),
});

describe('bank details machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(bankDetailsModel);
  });

  it('a short account number is refused before anything is sent', async () => {
    const path = await replayJourney(bankDetailsModel, bankDetailsVariants.none, [bank, name, short, submit]);
    expect(shown(path.state as BankDetailsSnapshot)).toEqual({ number: MESSAGES.accountNumberDigits, saving: false, failure: null });
  });

  it('a complete form is sent, and a refusal keeps it with the words to show', async () => {
    const sending = await replayJourney(bankDetailsModel, bankDetailsVariants.none, [bank, name, number, submit]);
    expect(shown(sending.state as BankDetailsSnapshot).saving).toBe(true);
    const kept = await replayJourney(bankDetailsModel, bankDetailsVariants.none, [bank, name, number, submit, refused]);
    expect(shown(kept.state as BankDetailsSnapshot)).toEqual({ number: undefined, saving: false, failure: 'Bank name is not supported' });
  });
});
