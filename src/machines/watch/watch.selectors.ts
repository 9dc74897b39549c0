import type { SnapshotFrom } from 'xstate';
import type { watchMachine } from './watch.machine';

export type WatchSnapshot = SnapshotFrom<typeof watchMachine>;

export const selectIsWatching = (snapshot: WatchSnapshot): boolean => snapshot.matches('watching') || snapshot.matches('stopping');
export const selectIsWatchBusy = (snapshot: WatchSnapshot): boolean =>
  snapshot.matches('loading') || snapshot.matches('starting') || snapshot.matches('stopping');
