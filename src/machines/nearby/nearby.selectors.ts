import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { nearbyMachine } from './nearby.machine';
import type { NearbyOrigin, NearbyProduct, NearbyVendor } from './nearby.types';

export type NearbyActorRef = ActorRefFrom<typeof nearbyMachine>;
export type NearbySnapshot = SnapshotFrom<typeof nearbyMachine>;

export type NearbyPhase = 'locating' | 'choosingPlace' | 'loading' | 'loaded' | 'empty' | 'failed';

/** What the page shows: finding the profile city counts as locating. */
export function selectNearbyPhase(snapshot: NearbySnapshot): NearbyPhase {
  if (snapshot.matches('locating') || snapshot.matches('findingProfileCity')) return 'locating';
  if (snapshot.matches('choosingPlace')) return 'choosingPlace';
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failed')) return 'failed';
  return 'loaded';
}

export const selectOrigin = (snapshot: NearbySnapshot): NearbyOrigin | null => snapshot.context.origin;
export const selectRadius = (snapshot: NearbySnapshot): number => snapshot.context.radius;
export const selectLocationProblem = (snapshot: NearbySnapshot): string | null => snapshot.context.locationProblem;

const byDistance = <T extends { distance_km: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.distance_km - b.distance_km);
/** Nearest first (the server's order, kept stable). */
export const selectVendorsByDistance = (snapshot: NearbySnapshot): readonly NearbyVendor[] => byDistance(snapshot.context.vendors);
export const selectProductsByDistance = (snapshot: NearbySnapshot): readonly NearbyProduct[] => byDistance(snapshot.context.products);
