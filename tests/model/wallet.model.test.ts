import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { WalletContext } from '../../src/machines/wallet';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { STARTING_BALANCE, walletEventFixtures, walletModel, walletSystemEvents, walletVariants } from './wallet.model';

const byType = (prefix: string, index = 0): AnyEventObject => systemEvent(walletSystemEvents, prefix, index);
const loadedInactive = byType('xstate.done.actor.', 0);
const loadedFunded = byType('xstate.done.actor.', 1);
const activationSaved = byType('xstate.done.actor.', 2);
const activationRefused = byType('xstate.error.actor.', 1);
const activationTimer = byType('xstate.after.', 0);
const transactionTimer = byType('xstate.after.', 1);
const [toWithdraw, toHistory] = walletEventFixtures['tab.selected'];
const [fiveHundred, fifty, fiveThousand] = walletEventFixtures['amount.changed'];
const [goodAccount] = walletEventFixtures['accountNumber.changed'];
const bank = walletEventFixtures['bankName.changed'][0];
const submit = walletEventFixtures['transaction.submitted'][0];

describe('wallet machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(walletModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: unknown; context: (context: WalletContext) => void }> = [
      {
        name: 'activate, then the wallet is active after 1.5 s once the account saved it',
        events: [loadedInactive, walletEventFixtures['wallet.activationRequested'][0], activationTimer, activationSaved],
        value: { active: 'idle' },
        context: (context) => expect(context.wallet.is_activated).toBe(true),
      },
      {
        name: 'an activation the account refused leaves the prompt',
        events: [loadedInactive, walletEventFixtures['wallet.activationRequested'][0], activationTimer, activationRefused],
        value: 'inactive',
        context: (context) => expect(context.wallet.is_activated).toBe(false),
      },
      {
        name: 'deposit 500 adds it after 1.5 s',
        events: [loadedFunded, fiveHundred, submit, transactionTimer],
        value: { active: 'idle' },
        context: (context) => {
          expect(context.wallet.balance).toBe(STARTING_BALANCE + 500);
          expect(context.wallet.transactions[0]?.title).toBe('Wallet Deposit');
        },
      },
      {
        name: 'withdraw 500 to a bank account leaves it pending',
        events: [loadedFunded, toWithdraw, fiveHundred, bank, goodAccount, submit, transactionTimer],
        value: { active: 'idle' },
        context: (context) => expect(context.wallet).toMatchObject({ balance: STARTING_BALANCE - 500, pending: 500 }),
      },
      {
        name: 'a withdrawal above the balance is not submitted',
        events: [loadedFunded, toWithdraw, fiveThousand, bank, goodAccount, submit],
        value: { active: 'idle' },
        context: (context) => expect(context.revealAll).toBe(false),
      },
      {
        name: 'an amount under the minimum reveals the messages',
        events: [loadedFunded, fifty, submit],
        value: { active: 'idle' },
        context: (context) => expect(context.revealAll).toBe(true),
      },
      {
        name: 'the history tab has nothing to submit',
        events: [loadedFunded, toHistory, submit],
        value: { active: 'idle' },
        context: (context) => expect(context.tab).toBe('history'),
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(walletModel, walletVariants.ada, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        pinned.context(path.state.context as WalletContext);
      });
    }
  });
});
