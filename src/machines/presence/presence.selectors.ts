import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PresenceStatus } from '../../contract';
import type { presenceMachine } from './presence.machine';

export type PresenceActorRef = ActorRefFrom<typeof presenceMachine>;
export type PresenceSnapshot = SnapshotFrom<typeof presenceMachine>;

/** Online, away or offline, as the server is told. */
export function selectPresenceStatus(snapshot: PresenceSnapshot): PresenceStatus {
  if (snapshot.hasTag('offline')) return 'offline';
  if (snapshot.hasTag('away')) return 'away';
  return 'online';
}

/** True after 10 minutes without activity: the sockets are closed and their status is inactive. */
export const selectIsInactive = (snapshot: PresenceSnapshot): boolean => snapshot.hasTag('inactive');

/** True once the page has been left (pagehide). */
export const selectHasLeft = (snapshot: PresenceSnapshot): boolean => snapshot.matches('left');
