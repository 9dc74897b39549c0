import { z } from 'zod/mini';
import { PRIVATE_STORAGE_PREFIXES } from './privateStorage';

/**
 * The simulated wallet of document 2: nothing reaches a server, no money moves.
 * It lives in this browser's localStorage, one entry per username, so it
 * survives a reload.
 */
export const walletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  title: z.string(),
  amount: z.number(),
  date: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const storedWalletSchema = z.object({
  balance: z.number(),
  pending: z.number(),
  is_activated: z.boolean(),
  transactions: z.array(walletTransactionSchema),
});
export type StoredWallet = z.infer<typeof storedWalletSchema>;

const keyOf = (username: string) => `${PRIVATE_STORAGE_PREFIXES.wallet}${username}`;

export const emptyWallet = (): StoredWallet => ({ balance: 0, pending: 0, is_activated: false, transactions: [] });

/** The stored wallet of `username`, or a new inactive one (also when the entry is unreadable). */
export function loadWallet(username: string): StoredWallet {
  try {
    const raw = localStorage.getItem(keyOf(username));
    const parsed = raw ? storedWalletSchema.safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : emptyWallet();
  } catch {
    return emptyWallet();
  }
}

export function saveWallet(username: string, wallet: StoredWallet): void {
  localStorage.setItem(keyOf(username), JSON.stringify(wallet));
}
