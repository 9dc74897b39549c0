import { MESSAGES } from '../../contract';

const BLOCK_TEXTS: readonly string[] = [MESSAGES.youBlockedThisUser, MESSAGES.blockedByThisUser];

/**
 * The server's words when a block stopped a chat (403), or a new account's hourly chat starts did (429: they say
 * when to try again), so the screen says why instead of a generic failure.
 */
export function blockRefusalOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  const { message } = error;
  if (typeof message !== 'string') return undefined;
  const limited = 'status' in error && error.status === 429 && message !== '';
  return limited || BLOCK_TEXTS.includes(message) ? message : undefined;
}
