import { localHiddenPosts } from './marketplace';
import { clearRuntimeCaches } from './offlineCache';
import { clearOfflineQueues } from './offlineQueue';
import { clearStoredWallets } from './wallet';

/**
 * What this browser keeps for a signed-in user: the offline chat queues (unsent messages), the simulated
 * wallet, the hidden-posts cache and the service worker's copies of what was read (their chats, their likes).
 * A logout removes all of it, so the next person on the device finds none.
 */
export function clearPrivateStorage(): void {
  clearOfflineQueues();
  clearStoredWallets();
  localHiddenPosts.clear();
  clearRuntimeCaches();
}
