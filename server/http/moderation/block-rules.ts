import { MESSAGES } from '../../../src/contract';
import type { Stores } from '../../store';
import type { BlockStanding } from '../../store/blocks.store';
import { HttpError } from '../http-error';

/** The 403 of a message between users either of whom blocked the other, in words that say which way. */
export function messagesRefusal(standing: Exclude<BlockStanding, 'none'>): HttpError {
  return new HttpError(403, standing === 'blocker' ? MESSAGES.youBlockedThisUser : MESSAGES.blockedByThisUser);
}

/** Messages between two users stop when either blocked the other. */
export async function refuseMessagesIfBlocked(stores: Pick<Stores, 'blocks'>, senderId: number, otherId: number): Promise<void> {
  const standing = await stores.blocks.standing(senderId, otherId);
  if (standing !== 'none') throw messagesRefusal(standing);
}

/** A user the other blocked may not follow them nor comment on their posts. */
export async function refuseIfBlockedBy(stores: Pick<Stores, 'blocks'>, blockerId: number, userId: number, message: string): Promise<void> {
  if (await stores.blocks.has(blockerId, userId)) throw new HttpError(403, message);
}
