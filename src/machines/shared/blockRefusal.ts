import { MESSAGES } from '../../contract';

const BLOCK_TEXTS: readonly string[] = [MESSAGES.youBlockedThisUser, MESSAGES.blockedByThisUser];

/** The server's words when a block stopped a chat (403), so the screen says why instead of a generic failure. */
export function blockRefusalOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  const { message } = error;
  return typeof message === 'string' && BLOCK_TEXTS.includes(message) ? message : undefined;
}
