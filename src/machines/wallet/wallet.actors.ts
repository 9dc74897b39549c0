import { fromPromise } from 'xstate';
import { loadWallet, saveWallet } from '../../services/wallet';
import type { StoredWallet, WalletContext } from './wallet.types';

/** The wallet this browser stored for the user (a new inactive one when none). */
export const loadStoredWallet = fromPromise<StoredWallet, { username: string }>(async ({ input }) => loadWallet(input.username));

export const walletActors = { loadStoredWallet };

/** Writes the wallet back after every change, so it survives a reload; tests provide their own. */
export const walletEffects = {
  persistWallet: ({ context }: { context: WalletContext }) => saveWallet(context.username, context.wallet),
};
