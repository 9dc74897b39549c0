import { MESSAGES } from '../../../src/contract';
import type { Stores } from '../../store';
import { HttpError } from '../http-error';

/** Messages between two users stop when either blocked the other (403, in words that say which way). */
export async function refuseMessagesIfBlocked(stores: Pick<Stores, 'blocks'>, senderId: number, otherId: number): Promise<void> {
  const standing = await stores.blocks.standing(senderId, otherId);
  if (standing === 'blocker') throw new HttpError(403, MESSAGES.youBlockedThisUser);
  if (standing === 'blocked') throw new HttpError(403, MESSAGES.blockedByThisUser);
}

/** A user the other blocked may not follow them nor comment on their posts. */
export async function refuseIfBlockedBy(stores: Pick<Stores, 'blocks'>, blockerId: number, userId: number, message: string): Promise<void> {
  if (await stores.blocks.has(blockerId, userId)) throw new HttpError(403, message);
}
