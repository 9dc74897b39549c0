import { fromPromise } from 'xstate';
import { fetchCurrentUser } from '../../services/accounts';
import { updateAccountSettings } from '../../services/settings';
import { loadWallet } from '../../services/wallet';
import type { StoredWallet, WalletInput } from './wallet.types';

/**
 * The wallet this browser stored for the user (a new inactive one when none). Whether it is activated is
 * the account's (the settings switch changes it too); the stored flag only stands in when the account's
 * details cannot be read.
 */
export const loadStoredWallet = fromPromise<StoredWallet, WalletInput>(async ({ input, signal }) => {
  const stored = loadWallet(input.username);
  const activated = await fetchCurrentUser(input.username, signal).then(
    (answer) => answer.currentuser.wallet.is_activated,
    () => stored.is_activated,
  );
  return { ...stored, is_activated: activated };
});

/** POST /updatedata {wallet: {is_activated: true}}: the account keeps the activation, on every device. */
export const saveActivation = fromPromise<void>(async ({ signal }) => {
  await updateAccountSettings({ wallet: { is_activated: true } }, signal);
});

export const walletActors = { loadStoredWallet, saveActivation };
