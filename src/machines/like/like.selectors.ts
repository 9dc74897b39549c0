import type { SnapshotFrom } from 'xstate';
import type { likeMachine } from './like.machine';
import type { LikeContext } from './like.types';

export type LikeSnapshot = SnapshotFrom<typeof likeMachine>;

/** The liked state the user sees: the overlay when one is pending, else the server's. */
export function shownLiked(context: LikeContext): boolean {
  return context.desired ?? context.server.liked;
}

/** The count the user sees: the server's, moved by the overlay, never below 0. */
export function shownCount(context: LikeContext): number {
  const { liked, count } = context.server;
  const delta = Number(shownLiked(context)) - Number(liked);
  return Math.max(0, count + delta);
}

export const selectLiked = (snapshot: LikeSnapshot): boolean => shownLiked(snapshot.context);
export const selectLikeCount = (snapshot: LikeSnapshot): number => shownCount(snapshot.context);
export const selectIsSending = (snapshot: LikeSnapshot): boolean => snapshot.matches('sending');
/** The like was made (or its request lost) offline: it is sent once the browser is online. */
export const selectWaitsForNetwork = (snapshot: LikeSnapshot): boolean => snapshot.matches('waitingForNetwork');
