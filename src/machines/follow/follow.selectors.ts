import type { SnapshotFrom } from 'xstate';
import type { followMachine } from './follow.machine';

export type FollowSnapshot = SnapshotFrom<typeof followMachine>;

/** Following as the user sees it: their latest wish, else what the server said. */
export const selectIsFollowing = (snapshot: FollowSnapshot): boolean => snapshot.context.wanted ?? snapshot.context.server.isFollowing;

/** The follower count with the wish applied, never below 0. */
export function selectFollowers(snapshot: FollowSnapshot): number {
  const { server, wanted } = snapshot.context;
  const shift = wanted === null || wanted === server.isFollowing ? 0 : wanted ? 1 : -1;
  return Math.max(0, server.followers + shift);
}

export const selectIsFollowPending = (snapshot: FollowSnapshot): boolean => snapshot.matches('requesting');
