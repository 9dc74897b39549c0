import type { QueueItem } from '../../../contract';

/** How the queue names a target: the post's title, the user's name, the (held) message's sender; its id once it is gone. */
export function targetLabel({ kind, target_id: id, context }: Pick<QueueItem, 'kind' | 'target_id' | 'context'>): string {
  if (kind === 'post') return context.title ? `Post "${context.title}"` : `Post #${id} (deleted)`;
  if (kind === 'user') return context.username ? `User @${context.username}` : `User #${id} (deleted)`;
  if (kind === 'review') return context.username ? `Review by @${context.username}` : `Review #${id} (deleted)`;
  if (kind === 'held_message') return `Held message from @${context.username}`;
  return context.username ? `Message from @${context.username}` : `Message #${id} (deleted)`;
}

/** A server instant as the moderator reads it: the day and the minute, in UTC. */
export const momentOf = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
