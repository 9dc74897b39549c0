import { assign, emit, setup } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract';
import { saveWallet } from '../../services/wallet';
import { deviceClockOf } from '../shared/clock';
import { walletActors } from './wallet.actors';
import { applyTransaction, emptyWallet, exceedsBalance, isWalletFormValid, transactionMessage, validateWalletForm } from './wallet.rules';
import type { PaymentMethod, StoredWallet, WalletContext, WalletEmitted, WalletEvent, WalletInput, WalletTab } from './wallet.types';

const emptyForm = { amount: '', bankName: '', accountNumber: '', revealAll: false };

/**
 * The simulated wallet of document 2: no money moves. Activation is the
 * account's: after the simulated wait it is saved (POST /updatedata), or
 * 'Failed to activate wallet' and the prompt stays.
 * Guarantees: activation, deposits and withdrawals each take
 * DURATIONS.walletSimulation; an amount must be a number of at least the
 * minimum; a withdrawal needs a bank name and a 10-digit account number and is
 * not offered above the balance; every change is written back (persistWallet)
 * so the wallet survives a reload.
 */
export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
    input: {} as WalletInput,
    emitted: {} as WalletEmitted,
  },
  actors: walletActors,
  delays: {
    walletSimulation: DURATIONS.walletSimulation,
  },
  guards: {
    isActivated: (_, wallet: StoredWallet) => wallet.is_activated,
    formValid: ({ context }) => isWalletFormValid(context),
    // Above the balance there is no submit at all, so the view's `can` disables the button.
    withinBalance: ({ context }) => context.tab !== 'history' && !exceedsBalance(context),
  },
  actions: {
    storeWallet: assign((_, wallet: StoredWallet) => ({ wallet })),
    markActivated: assign(({ context }) => ({ wallet: { ...context.wallet, is_activated: true } })),
    selectTab: assign(({ context }, params: { tab: WalletTab }) => (params.tab === context.tab ? {} : { tab: params.tab, ...emptyForm })),
    storeAmount: assign((_, params: { value: string }) => ({ amount: params.value })),
    storeMethod: assign((_, params: { method: PaymentMethod }) => ({ method: params.method })),
    storeBankName: assign((_, params: { value: string }) => ({ bankName: params.value })),
    storeAccountNumber: assign((_, params: { value: string }) => ({ accountNumber: params.value })),
    revealAllErrors: assign({ revealAll: true }),
    toastFirstError: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'error' as const,
      message: Object.values(validateWalletForm(context))[0] ?? MESSAGES.transactionFailed,
    })),
    startTransaction: assign(({ context }) => ({
      inFlight: { kind: context.tab === 'withdraw' ? ('withdrawal' as const) : ('deposit' as const), amount: Number(context.amount) },
    })),
    finishTransaction: assign(({ context }) => ({
      wallet: context.inFlight ? applyTransaction(context.wallet, context.inFlight, new Date(context.clock.now())) : context.wallet,
      ...emptyForm,
    })),
    toastTransaction: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'success' as const,
      message: context.inFlight ? transactionMessage(context.inFlight) : MESSAGES.transactionFailed,
    })),
    clearInFlight: assign({ inFlight: undefined }),
    toastActivated: emit({ type: 'toast', tone: 'success', message: MESSAGES.walletActivated }),
    toastActivationFailed: emit({ type: 'toast', tone: 'error', message: MESSAGES.walletActivationFailed }),
    reloadCurrentUser: emit({ type: 'currentUser.changed' }),
    // Written back after every change, so the wallet survives a reload; tests provide their own.
    persistWallet: ({ context }, _params: undefined) => saveWallet(context.username, context.wallet),
  },
}).createMachine({
  id: 'wallet',
  context: ({ input, self }) => ({
    username: input.username,
    wallet: emptyWallet(),
    tab: 'deposit',
    method: 'card',
    inFlight: undefined,
    clock: input.clock ?? deviceClockOf(self),
    ...emptyForm,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadStoredWallet',
        input: ({ context }) => ({ username: context.username }),
        onDone: [
          {
            guard: { type: 'isActivated', params: ({ event }) => event.output },
            target: 'active',
            actions: { type: 'storeWallet', params: ({ event }) => event.output },
          },
          { target: 'inactive', actions: { type: 'storeWallet', params: ({ event }) => event.output } },
        ],
        onError: { target: 'inactive' },
      },
    },
    inactive: {
      on: { 'wallet.activationRequested': { target: 'activating' } },
    },
    activating: {
      initial: 'simulating',
      states: {
        simulating: { after: { walletSimulation: 'saving' } },
        saving: {
          invoke: {
            src: 'saveActivation',
            onDone: { target: '#wallet.active', actions: ['markActivated', 'persistWallet', 'toastActivated', 'reloadCurrentUser'] },
            onError: { target: '#wallet.inactive', actions: 'toastActivationFailed' },
          },
        },
      },
    },
    active: {
      initial: 'idle',
      on: {
        'tab.selected': { actions: { type: 'selectTab', params: ({ event }) => event } },
      },
      states: {
        idle: {
          on: {
            'amount.changed': { actions: { type: 'storeAmount', params: ({ event }) => event } },
            'method.selected': { actions: { type: 'storeMethod', params: ({ event }) => event } },
            'bankName.changed': { actions: { type: 'storeBankName', params: ({ event }) => event } },
            'accountNumber.changed': { actions: { type: 'storeAccountNumber', params: ({ event }) => event } },
            'transaction.submitted': [
              { guard: 'formValid', target: 'processing', actions: 'startTransaction' },
              { guard: 'withinBalance', actions: ['revealAllErrors', 'toastFirstError'] },
            ],
          },
        },
        // Simulated: the payment gateway is not called.
        processing: {
          after: {
            walletSimulation: { target: 'idle', actions: ['finishTransaction', 'persistWallet', 'toastTransaction', 'clearInFlight'] },
          },
        },
      },
    },
  },
});
