import { LIMITS, MESSAGES, fillTemplate } from '../../contract';
import { emptyWallet } from '../../services/wallet';
import type { PendingTransaction, StoredWallet, WalletContext, WalletFormMessages, WalletTransaction } from './wallet.types';

export { emptyWallet };

const ngn = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** NGN with two decimals, as the wallet shows every amount. */
export const formatNgn = (amount: number): string => ngn.format(amount);

export const MINIMUM_AMOUNT_MESSAGE = `Minimum amount is ${formatNgn(LIMITS.walletMinimum)}`;

const ACCOUNT_NUMBER = new RegExp(`^\\d{${LIMITS.accountNumberDigits}}$`);

/** The typed amount as a number, or undefined when it is not one. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  const amount = Number(trimmed);
  return Number.isFinite(amount) ? amount : undefined;
}

type FormFields = Pick<WalletContext, 'tab' | 'amount' | 'bankName' | 'accountNumber' | 'wallet'>;

export function amountMessage(form: FormFields): string | undefined {
  const amount = parseAmount(form.amount);
  if (amount === undefined || amount <= 0) return MESSAGES.validAmount;
  if (amount < LIMITS.walletMinimum) return MINIMUM_AMOUNT_MESSAGE;
  if (form.tab === 'withdraw' && amount > form.wallet.balance) return MESSAGES.insufficientBalance;
  return undefined;
}

/** Every message of the open tab's form (history has none). */
export function validateWalletForm(form: FormFields): WalletFormMessages {
  if (form.tab === 'history') return {};
  const messages: WalletFormMessages = {};
  const amount = amountMessage(form);
  if (amount) messages.amount = amount;
  if (form.tab === 'withdraw') {
    if (!form.bankName.trim()) messages.bankName = MESSAGES.bankNameRequired;
    if (!ACCOUNT_NUMBER.test(form.accountNumber.trim())) messages.accountNumber = MESSAGES.validAccountNumber;
  }
  return messages;
}

export const isWalletFormValid = (form: FormFields): boolean =>
  form.tab !== 'history' && Object.keys(validateWalletForm(form)).length === 0;

/** A withdrawal of more than the balance: submit is not offered at all. */
export function exceedsBalance(form: FormFields): boolean {
  const amount = parseAmount(form.amount);
  return form.tab === 'withdraw' && amount !== undefined && amount > form.wallet.balance;
}

const TITLES = { deposit: 'Wallet Deposit', withdrawal: 'Withdrawal Request' } as const;

/** The wallet after a simulated transaction: the balance moves, a withdrawal waits as pending, the record goes first. */
export function applyTransaction(wallet: StoredWallet, pending: PendingTransaction, now: Date): StoredWallet {
  const record: WalletTransaction = {
    id: `${pending.kind}-${now.getTime()}-${wallet.transactions.length + 1}`,
    type: pending.kind,
    title: TITLES[pending.kind],
    amount: pending.amount,
    date: now.toISOString(),
  };
  const deposit = pending.kind === 'deposit';
  return {
    ...wallet,
    balance: wallet.balance + (deposit ? pending.amount : -pending.amount),
    pending: wallet.pending + (deposit ? 0 : pending.amount),
    transactions: [record, ...wallet.transactions],
  };
}

export function transactionMessage(pending: PendingTransaction): string {
  const amount = formatNgn(pending.amount);
  return pending.kind === 'deposit' ? fillTemplate(MESSAGES.deposited, { amount }) : fillTemplate(MESSAGES.withdrawalInitiated, { amount });
}
