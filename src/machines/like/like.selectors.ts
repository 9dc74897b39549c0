import type { SnapshotFrom } from 'xstate';
import type { likeMachine } from './like.machine';
import type { LikeContext } from './like.types';

export type LikeSnapshot = SnapshotFrom<typeof likeMachine>;

/** The liked state the user sees: the overlay when one is pending, else the server's. */
export function shownLiked(context: Pick<LikeContext, 'server' | 'desired'>): boolean {
  return context.desired ?? context.server.liked;
}

/** The count the user sees: the server's, moved by the overlay, never below 0. */
export function shownCount(context: Pick<LikeContext, 'server' | 'desired'>): number {
  const { liked, count } = context.server;
  const delta = Number(shownLiked(context)) - Number(liked);
  return Math.max(0, count + delta);
}

/**
 * The heart drawn before the like machine runs (its code comes after the page has loaded): the server's state with
 * the taps made meanwhile, each a toggle as the machine will take it, so two are no change; for a visitor none, as
 * the machine asks them to log in instead. `flips`: whether what the taps add up to is a toggle to send it.
 */
export function earlyLike(server: LikeContext['server'], taps: number, signedIn: boolean): { liked: boolean; count: number; flips: boolean } {
  const flips = taps % 2 === 1;
  const context = { server, desired: flips && signedIn ? !server.liked : undefined };
  return { liked: shownLiked(context), count: shownCount(context), flips };
}

export const selectLiked = (snapshot: LikeSnapshot): boolean => shownLiked(snapshot.context);
export const selectLikeCount = (snapshot: LikeSnapshot): number => shownCount(snapshot.context);
export const selectIsSending = (snapshot: LikeSnapshot): boolean => snapshot.matches('sending');
/** The like was made (or its request lost) offline: it is sent once the browser is online. */
export const selectWaitsForNetwork = (snapshot: LikeSnapshot): boolean => snapshot.matches('waitingForNetwork');
