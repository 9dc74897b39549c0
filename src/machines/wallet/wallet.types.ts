import type { StoredWallet, WalletTransaction } from '../../services/wallet';
import type { Clock } from '../shared/clock';

export type { StoredWallet, WalletTransaction };

export const WALLET_TABS = ['deposit', 'withdraw', 'history'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

/** How a deposit would be paid; nothing is charged, the wallet is a demo. */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'ussd'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type TransactionKind = WalletTransaction['type'];

/** The transaction being simulated. */
export type PendingTransaction = { kind: TransactionKind; amount: number };

export type WalletInput = {
  username: string;
  /** What a transaction's date is read from: the device's clock unless a test gives its own. */
  clock?: Clock;
};

export type WalletContext = {
  username: string;
  wallet: StoredWallet;
  tab: WalletTab;
  amount: string;
  method: PaymentMethod;
  bankName: string;
  accountNumber: string;
  /** Set by a refused submit: every message of the tab shows. */
  revealAll: boolean;
  inFlight: PendingTransaction | undefined;
  clock: Clock;
};

export type WalletEvent =
  | { type: 'wallet.activationRequested' }
  | { type: 'tab.selected'; tab: WalletTab }
  | { type: 'amount.changed'; value: string }
  | { type: 'method.selected'; method: PaymentMethod }
  | { type: 'bankName.changed'; value: string }
  | { type: 'accountNumber.changed'; value: string }
  | { type: 'transaction.submitted' };

export type WalletEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string }
  /** The activation was saved: the current user's details are read again. */
  | { type: 'currentUser.changed' };

export type WalletFormMessages = { amount?: string; bankName?: string; accountNumber?: string };
