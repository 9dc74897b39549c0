import type { SnapshotFrom } from 'xstate';
import type { connectivityMachine } from './connectivity.machine';

export type ConnectivitySnapshot = SnapshotFrom<typeof connectivityMachine>;

export const selectIsOffline = (snapshot: ConnectivitySnapshot): boolean => snapshot.matches('offline');
