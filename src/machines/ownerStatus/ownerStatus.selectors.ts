import type { SnapshotFrom } from 'xstate';
import type { PresenceStatus } from '../../contract/presence';
import type { ownerStatusMachine } from './ownerStatus.machine';

export type OwnerStatusSnapshot = SnapshotFrom<typeof ownerStatusMachine>;

export const selectOwnerStatus = (snapshot: OwnerStatusSnapshot): PresenceStatus => snapshot.context.status;
