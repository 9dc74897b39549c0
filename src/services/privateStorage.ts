import { localHiddenPosts } from './marketplace';
import { clearOfflineQueues } from './offlineQueue';
import { clearStoredWallets } from './wallet';

/**
 * What this browser keeps for a signed-in user: the offline chat queues (unsent messages), the simulated
 * wallet and the hidden-posts cache. A logout removes all of it, so the next person on the device finds none.
 */
export function clearPrivateStorage(): void {
  clearOfflineQueues();
  clearStoredWallets();
  localHiddenPosts.clear();
}
