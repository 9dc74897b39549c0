import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { BlockedUser } from '../../contract';
import type { blockedUsersMachine } from './blockedUsers.machine';

export type BlockedUsersActorRef = ActorRefFrom<typeof blockedUsersMachine>;
export type BlockedUsersSnapshot = SnapshotFrom<typeof blockedUsersMachine>;

export const selectBlockedUsers = (snapshot: BlockedUsersSnapshot): readonly BlockedUser[] => snapshot.context.users;
export const selectIsLoadingBlocked = (snapshot: BlockedUsersSnapshot): boolean => snapshot.matches('loading');
export const selectBlockedLoadFailed = (snapshot: BlockedUsersSnapshot): boolean => snapshot.matches('failed');
export const selectUnblocking = (snapshot: BlockedUsersSnapshot): string | null => snapshot.context.unblocking;
/** Unblock buttons work one at a time. */
export const selectCanUnblock = (snapshot: BlockedUsersSnapshot): boolean => snapshot.matches('ready');
