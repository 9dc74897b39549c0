import { localHiddenPosts } from './marketplace';
import { clearRuntimeCaches } from './offlineCache';

/**
 * Where this browser keeps a signed-in user's entries in localStorage, one per user (and chat): the offline chat
 * queues (offlineQueue.ts) and the simulated wallet (wallet.ts). Named here, so a logout clears them without
 * loading those modules (and the chat's schemas) on every page.
 */
export const PRIVATE_STORAGE_PREFIXES = {
  offlineQueue: 'naija-market:offlineQueue:',
  wallet: 'naija-market:wallet:',
} as const;

/** Set by a logout on this page: from then on only the chat queues of whoever is signed in are stored. */
let clearedAtLogout = false;

export const wasClearedAtLogout = (): boolean => clearedAtLogout;

/** Removes every localStorage entry under the prefixes (blocked storage holds nothing to clear). */
function removeEntries(prefixes: readonly string[]): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key && prefixes.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
  } catch {
    // Blocked storage (privacy mode) holds nothing to clear.
  }
}

/**
 * What this browser keeps for a signed-in user: the offline chat queues (unsent messages), the simulated
 * wallet, the hidden-posts cache and the service worker's copies of what was read (their chats, their likes).
 * A logout removes all of it, so the next person on the device finds none.
 */
export function clearPrivateStorage(): void {
  clearedAtLogout = true;
  removeEntries(Object.values(PRIVATE_STORAGE_PREFIXES));
  localHiddenPosts.clear();
  clearRuntimeCaches();
}
