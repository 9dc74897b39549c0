import type { SnapshotFrom } from 'xstate';
import type { walletMachine } from './wallet.machine';
import { exceedsBalance, validateWalletForm } from './wallet.rules';
import type { PaymentMethod, WalletFormMessages, WalletTab, WalletTransaction } from './wallet.types';

export type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

export const selectIsInactive = (snapshot: WalletSnapshot): boolean => snapshot.matches('inactive');
export const selectIsActivating = (snapshot: WalletSnapshot): boolean => snapshot.matches('activating');
export const selectIsActive = (snapshot: WalletSnapshot): boolean => snapshot.matches('active');
export const selectIsProcessing = (snapshot: WalletSnapshot): boolean => snapshot.matches({ active: 'processing' });

export const selectBalance = (snapshot: WalletSnapshot): number => snapshot.context.wallet.balance;
export const selectPending = (snapshot: WalletSnapshot): number => snapshot.context.wallet.pending;
export const selectTransactions = (snapshot: WalletSnapshot): WalletTransaction[] => snapshot.context.wallet.transactions;
export const selectTab = (snapshot: WalletSnapshot): WalletTab => snapshot.context.tab;
export const selectAmount = (snapshot: WalletSnapshot): string => snapshot.context.amount;
export const selectMethod = (snapshot: WalletSnapshot): PaymentMethod => snapshot.context.method;
export const selectBankName = (snapshot: WalletSnapshot): string => snapshot.context.bankName;
export const selectAccountNumber = (snapshot: WalletSnapshot): string => snapshot.context.accountNumber;

/**
 * The messages under the open tab's fields: each once its field holds text or
 * after a refused submit; 'Insufficient balance' as soon as the amount passes the balance.
 */
export function selectFormMessages(snapshot: WalletSnapshot): WalletFormMessages {
  const { context } = snapshot;
  const all = validateWalletForm(context);
  const shown = (text: string) => context.revealAll || text.trim() !== '';
  return {
    amount: shown(context.amount) || exceedsBalance(context) ? all.amount : undefined,
    bankName: context.revealAll ? all.bankName : undefined,
    accountNumber: shown(context.accountNumber) ? all.accountNumber : undefined,
  };
}

export const selectCanSubmit = (snapshot: WalletSnapshot): boolean => snapshot.can({ type: 'transaction.submitted' });
