import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES, type UpdateBankBody } from '../../src/contract';
import {
  bankDetailsMachine,
  selectBankFailure,
  selectBankMessage,
  selectIsSavingBank,
  type BankDetailsEmitted,
  type BankSaveOutcome,
} from '../../src/machines/bankDetails';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(save: (body: UpdateBankBody) => Promise<BankSaveOutcome> = async () => ({ ok: true })) {
  const saved: UpdateBankBody[] = [];
  const emitted: BankDetailsEmitted[] = [];
  const machine = bankDetailsMachine.provide({
    actors: {
      submitBankDetails: fromPromise<BankSaveOutcome, UpdateBankBody>(({ input }) => {
        saved.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { account: null } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const fill = (bank_name: string, account_name: string, account_number: string) => {
    actor.send({ type: 'field.changed', field: 'bank_name', value: bank_name });
    actor.send({ type: 'field.changed', field: 'account_name', value: account_name });
    actor.send({ type: 'field.changed', field: 'account_number', value: account_number });
  };
  return { actor, saved, emitted, fill };
}

describe('bank details machine', () => {
  it('needs all three details', () => {
    const { actor, saved, emitted, fill } = start();
    fill('GTBank', '', '0123456789');
    actor.send({ type: 'form.submitted' });
    expect(saved).toEqual([]);
    expect(selectBankMessage('account_name')(actor.getSnapshot())).toBe(MESSAGES.bankDetailsRequired);
    expect(emitted.at(-1)).toMatchObject({ type: 'toast', tone: 'error', message: MESSAGES.bankDetailsRequired });
  });

  it('needs exactly 10 digits, shown once the field is left', () => {
    const { actor, saved, fill } = start();
    fill('GTBank', 'Nkechi Obi', '01234');
    expect(selectBankMessage('account_number')(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'field.blurred', field: 'account_number' });
    expect(selectBankMessage('account_number')(actor.getSnapshot())).toBe(MESSAGES.accountNumberDigits);
    actor.send({ type: 'form.submitted' });
    expect(saved).toEqual([]);
  });

  it('sends the account active and says it was updated', async () => {
    const { actor, saved, emitted, fill } = start();
    fill('GTBank', 'Nkechi Obi', '0123456789');
    actor.send({ type: 'form.submitted' });
    expect(selectIsSavingBank(actor.getSnapshot())).toBe(true);
    await settle();
    expect(saved).toEqual([{ bankDetails: { bank_name: 'GTBank', account_name: 'Nkechi Obi', account_number: '0123456789', is_active: true } }]);
    expect(emitted).toContainEqual({ type: 'toast', tone: 'success', message: MESSAGES.updatedSuccessfully });
    expect(emitted).toContainEqual({ type: 'currentUser.changed' });
  });

  it("keeps the form with the server's words, or the spec's", async () => {
    const refused = start(async () => ({ ok: false, message: MESSAGES.vendorProfileRequired }));
    refused.fill('GTBank', 'Nkechi Obi', '0123456789');
    refused.actor.send({ type: 'form.submitted' });
    await settle();
    expect(selectBankFailure(refused.actor.getSnapshot())).toBe(MESSAGES.vendorProfileRequired);
    const crashed = start(() => Promise.reject(new Error('boom')));
    crashed.fill('GTBank', 'Nkechi Obi', '0123456789');
    crashed.actor.send({ type: 'form.submitted' });
    await settle();
    expect(selectBankFailure(crashed.actor.getSnapshot())).toBe(MESSAGES.saveChangesFailed);
  });
});
