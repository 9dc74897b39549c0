import { parsedOrUndefined } from '../contract/answerChecks';
import { LIMITS } from '../contract/limits';
import { clientSocketMessageCheck } from '../contract/postChecks.generated';
import type { ClientSocketMessage } from '../contract/socket';
import { readSession } from './cookies';
import { PRIVATE_STORAGE_PREFIXES, wasClearedAtLogout } from './privateStorage';

/**
 * Chat messages typed while the chat socket was down, kept in this browser's
 * localStorage so a reload loses none of them. One entry per user and chat,
 * oldest first, at most LIMITS.offlineQueuePerChat; an empty queue removes its entry.
 */

export type QueuedChatMessage = Extract<ClientSocketMessage, { type: 'message' }>;

/** The storage key of one user's queue for one chat: another user signing in here never replays it. */
export function offlineQueueKey(username: string, uniquecode: string): string {
  return `${PRIVATE_STORAGE_PREFIXES.offlineQueue}${username}:${uniquecode}`;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Blocked storage (privacy mode) reads as none.
    return undefined;
  }
}

function queuedMessageOf(value: unknown): QueuedChatMessage | undefined {
  // The generated check: zod's verdict without zod's runtime, which the socket machine (on a shared post) would load.
  const parsed = parsedOrUndefined(clientSocketMessageCheck, value);
  return parsed?.type === 'message' ? parsed : undefined;
}

/** The stored queue under `key`; an unreadable entry, or any entry that is not a valid chat message, reads as nothing. */
export function readOfflineQueue(key: string): QueuedChatMessage[] {
  try {
    const raw = storage()?.getItem(key);
    const stored: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(stored)) return [];
    return stored
      .map(queuedMessageOf)
      .filter((message): message is QueuedChatMessage => message !== undefined)
      .slice(0, LIMITS.offlineQueuePerChat);
  } catch {
    return [];
  }
}

/** A socket closing after the logout must not write the signed-out user's messages back. */
function mayStore(key: string): boolean {
  if (!wasClearedAtLogout()) return true;
  const username = readSession()?.username;
  return username !== undefined && key.startsWith(offlineQueueKey(username, ''));
}

/** Stores the queue under `key` (the machine has already kept it to the limit). */
export function writeOfflineQueue(key: string, messages: readonly QueuedChatMessage[]): void {
  try {
    if (messages.length === 0 || !mayStore(key)) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(messages.slice(0, LIMITS.offlineQueuePerChat)));
  } catch {
    // A full or blocked storage keeps the queue in memory only (this page still replays it).
  }
}
