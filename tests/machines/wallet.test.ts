import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
import {
  MINIMUM_AMOUNT_MESSAGE,
  selectBalance,
  selectCanSubmit,
  selectFormMessages,
  selectIsActivating,
  selectIsActive,
  selectIsInactive,
  selectIsProcessing,
  selectPending,
  selectTransactions,
  walletMachine,
  type StoredWallet,
  type WalletContext,
  type WalletEmitted,
  type WalletInput,
} from '../../src/machines/wallet';
import { emptyWallet, loadWallet, saveWallet } from '../../src/services/wallet';

const activeWallet = (balance = 0): StoredWallet => ({ ...emptyWallet(), is_activated: true, balance });

type Start = { stored?: StoredWallet; activation?: 'saved' | 'refused' };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start({ stored = emptyWallet(), activation = 'saved' }: Start = {}) {
  const clock = new SimulatedClock();
  const toasts: Extract<WalletEmitted, { type: 'toast' }>[] = [];
  const saved: StoredWallet[] = [];
  const reloads: WalletEmitted[] = [];
  const machine = walletMachine.provide({
    actors: {
      loadStoredWallet: fromPromise<StoredWallet, WalletInput>(async () => stored),
      saveActivation: fromPromise<void>(async () => {
        if (activation === 'refused') throw new Error('refused');
      }),
    },
    actions: { persistWallet: ({ context }: { context: WalletContext }) => saved.push(context.wallet) },
  });
  const actor = createActor(machine, { input: { username: 'ada', clock }, clock });
  actor.on('toast', (event) => toasts.push(event));
  actor.on('currentUser.changed', (event) => reloads.push(event));
  actor.start();
  await settle();
  return { actor, clock, toasts, saved, reloads };
}

type WalletActor = Awaited<ReturnType<typeof start>>['actor'];
const messages = (actor: WalletActor) => selectFormMessages(actor.getSnapshot());

function withdraw(actor: WalletActor, amount: string, bankName = 'GTBank', accountNumber = '0123456789') {
  actor.send({ type: 'tab.selected', tab: 'withdraw' });
  actor.send({ type: 'amount.changed', value: amount });
  actor.send({ type: 'bankName.changed', value: bankName });
  actor.send({ type: 'accountNumber.changed', value: accountNumber });
}

describe('wallet machine (simulated)', () => {
  it('activates after 1.5 s once the account has saved it, says so, stores it and has the current user read again', async () => {
    const { actor, clock, toasts, saved, reloads } = await start();
    expect(selectIsInactive(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'wallet.activationRequested' });
    expect(selectIsActivating(actor.getSnapshot())).toBe(true);
    clock.increment(DURATIONS.walletSimulation - 1);
    expect(selectIsActive(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    await settle();
    expect(selectIsActive(actor.getSnapshot())).toBe(true);
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.walletActivated }]);
    expect(saved.at(-1)?.is_activated).toBe(true);
    expect(reloads).toEqual([{ type: 'currentUser.changed' }]);
  });

  it('says Failed to activate wallet and keeps the prompt when the account refuses', async () => {
    const { actor, clock, toasts, saved } = await start({ activation: 'refused' });
    actor.send({ type: 'wallet.activationRequested' });
    clock.increment(DURATIONS.walletSimulation);
    await settle();
    expect(selectIsInactive(actor.getSnapshot())).toBe(true);
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.walletActivationFailed }]);
    expect(saved).toEqual([]);
  });

  it('starts active when the stored wallet is', async () => {
    const { actor } = await start({ stored: activeWallet(500) });
    expect(selectIsActive(actor.getSnapshot())).toBe(true);
    expect(selectBalance(actor.getSnapshot())).toBe(500);
  });

  it('deposits after 1.5 s: the balance grows and a Wallet Deposit, dated by the clock it was given, comes first', async () => {
    const { actor, clock, toasts, saved } = await start({ stored: activeWallet(100) });
    actor.send({ type: 'amount.changed', value: '1500' });
    actor.send({ type: 'transaction.submitted' });
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
    clock.increment(DURATIONS.walletSimulation);
    expect(selectBalance(actor.getSnapshot())).toBe(1600);
    expect(selectTransactions(actor.getSnapshot())[0]).toMatchObject({
      type: 'deposit',
      title: 'Wallet Deposit',
      amount: 1500,
      date: new Date(clock.now()).toISOString(),
    });
    expect(toasts.at(-1)?.message).toBe('Successfully deposited ₦1,500.00');
    expect(saved.at(-1)?.balance).toBe(1600);
  });

  it('withdraws to a bank account: the balance drops, the amount is pending', async () => {
    const { actor, clock, toasts } = await start({ stored: activeWallet(5000) });
    withdraw(actor, '2000');
    actor.send({ type: 'transaction.submitted' });
    clock.increment(DURATIONS.walletSimulation);
    expect(selectBalance(actor.getSnapshot())).toBe(3000);
    expect(selectPending(actor.getSnapshot())).toBe(2000);
    expect(selectTransactions(actor.getSnapshot())[0]).toMatchObject({ type: 'withdrawal', title: 'Withdrawal Request', amount: 2000 });
    expect(toasts.at(-1)?.message).toBe('Withdrawal of ₦2,000.00 initiated.');
  });

  it('refuses an amount that is not a number above 0, or under the minimum', async () => {
    const { actor, toasts } = await start({ stored: activeWallet() });
    actor.send({ type: 'amount.changed', value: '0' });
    expect(messages(actor).amount).toBe(MESSAGES.validAmount);
    actor.send({ type: 'amount.changed', value: '99' });
    expect(messages(actor).amount).toBe(MINIMUM_AMOUNT_MESSAGE);
    actor.send({ type: 'transaction.submitted' });
    expect(selectIsProcessing(actor.getSnapshot())).toBe(false);
    expect(toasts.at(-1)?.message).toBe(MINIMUM_AMOUNT_MESSAGE);
  });

  it('shows Insufficient balance and offers no submit for a withdrawal above the balance', async () => {
    const { actor } = await start({ stored: activeWallet(300) });
    withdraw(actor, '500');
    expect(messages(actor).amount).toBe(MESSAGES.insufficientBalance);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'transaction.submitted' });
    expect(selectIsProcessing(actor.getSnapshot())).toBe(false);
  });

  it('needs a bank name and a 10-digit account number to withdraw', async () => {
    const { actor } = await start({ stored: activeWallet(5000) });
    withdraw(actor, '200', '', '12345');
    expect(messages(actor).accountNumber).toBe(MESSAGES.validAccountNumber);
    expect(messages(actor).bankName).toBeUndefined();
    actor.send({ type: 'transaction.submitted' });
    expect(messages(actor)).toEqual({ amount: undefined, bankName: MESSAGES.bankNameRequired, accountNumber: MESSAGES.validAccountNumber });
    expect(selectIsProcessing(actor.getSnapshot())).toBe(false);
  });

  it('offers no submit on the history tab', async () => {
    const { actor } = await start({ stored: activeWallet(5000) });
    actor.send({ type: 'tab.selected', tab: 'history' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
  });
});

describe('wallet service', () => {
  it('keeps one wallet per username in localStorage and survives unreadable entries', () => {
    const wallet = activeWallet(250);
    saveWallet('ada', wallet);
    expect(loadWallet('ada')).toEqual(wallet);
    expect(loadWallet('bola')).toEqual(emptyWallet());
    localStorage.setItem('naija-market:wallet:broken', '{nope');
    expect(loadWallet('broken')).toEqual(emptyWallet());
  });
});
