import type { SnapshotFrom } from 'xstate';
import type { listingStatusMachine } from './listingStatus.machine';

export type ListingStatusSnapshot = SnapshotFrom<typeof listingStatusMachine>;

/** Sold as the server last said (a change in flight shows the state it leaves). */
export const selectIsSold = (snapshot: ListingStatusSnapshot): boolean => snapshot.matches('sold') || snapshot.matches('markingAvailable');
export const selectIsMarking = (snapshot: ListingStatusSnapshot): boolean => snapshot.matches('markingSold') || snapshot.matches('markingAvailable');
export const selectSoldToggleLabel = (snapshot: ListingStatusSnapshot): string => {
  if (snapshot.matches('markingSold') || snapshot.matches('markingAvailable')) return 'Saving...';
  return snapshot.matches('sold') ? 'Mark as available' : 'Mark as sold';
};
