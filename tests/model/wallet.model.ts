/** The model of the simulated wallet: loading, activation and its saving, the tabs and their forms, and the 1.5 s transactions. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { walletActors, walletMachine, type StoredWallet, type WalletContext, type WalletEvent } from '../../src/machines/wallet';
import { emptyWallet } from '../../src/services/wallet';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel, type ModelVariant } from './harness';

export const STARTING_BALANCE = 1000;

/** One example of every event; amounts below the minimum, within and above the balance, and a short account number. */
export const walletEventFixtures = {
  'wallet.activationRequested': [{ type: 'wallet.activationRequested' }],
  'tab.selected': [
    { type: 'tab.selected', tab: 'withdraw' },
    { type: 'tab.selected', tab: 'history' },
    { type: 'tab.selected', tab: 'deposit' },
  ],
  'amount.changed': [
    { type: 'amount.changed', value: '500' },
    { type: 'amount.changed', value: '50' },
    { type: 'amount.changed', value: '5000' },
  ],
  'method.selected': [{ type: 'method.selected', method: 'ussd' }],
  'bankName.changed': [{ type: 'bankName.changed', value: 'GTBank' }],
  'accountNumber.changed': [
    { type: 'accountNumber.changed', value: '0123456789' },
    { type: 'accountNumber.changed', value: '123' },
  ],
  'transaction.submitted': [{ type: 'transaction.submitted' }],
} satisfies EventFixtures<WalletEvent>;

const fundedWallet: StoredWallet = { ...emptyWallet(), is_activated: true, balance: STARTING_BALANCE };

export const walletOutputFixtures = {
  loadStoredWallet: [emptyWallet(), fundedWallet],
  saveActivation: [undefined],
} satisfies OutputFixtures<typeof walletActors>;

/** Nothing is stored in the model: persistence has its own tests. */
export const modelMachine = walletMachine.provide({ actions: { persistWallet: () => undefined } });

export const walletSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof walletActors.loadStoredWallet>(modelMachine, 'loadStoredWallet', walletOutputFixtures.loadStoredWallet),
  ...errorEvents(modelMachine, 'loadStoredWallet'),
  ...doneEvents<typeof walletActors.saveActivation>(modelMachine, 'saveActivation', walletOutputFixtures.saveActivation),
  ...errorEvents(modelMachine, 'saveActivation'),
  ...timerEvents(modelMachine),
];

export const walletVariants = {
  ada: { name: 'a signed-in user', input: { username: 'ada' } },
} satisfies Record<string, ModelVariant>;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as WalletContext;

export const walletModel: MachineModel = {
  name: 'wallet',
  machine: modelMachine,
  variants: Object.values(walletVariants),
  events: [...fixtureEvents<WalletEvent>(walletEventFixtures), ...walletSystemEvents],
  // The balance itself grows without end; what matters next is whether the typed amount fits in it.
  serialize: (snapshot) => {
    const { tab, amount, method, bankName, accountNumber, revealAll, wallet } = context(snapshot);
    const fits = Number(amount) <= wallet.balance;
    return JSON.stringify({ value: snapshot.value, tab, amount, method, bank: bankName !== '', accountNumber, revealAll, fits, activated: wallet.is_activated });
  },
};
