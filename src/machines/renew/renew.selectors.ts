import type { SnapshotFrom } from 'xstate';
import type { renewMachine } from './renew.machine';

export type RenewSnapshot = SnapshotFrom<typeof renewMachine>;

export const selectIsRenewing = (snapshot: RenewSnapshot): boolean => snapshot.matches('renewing');
export const selectIsRenewed = (snapshot: RenewSnapshot): boolean => snapshot.matches('renewed');
