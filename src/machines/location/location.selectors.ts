import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AddressSuggestion } from '../../contract/geo';
import type { locationMachine } from './location.machine';
import type { LocationFix } from './location.types';

export type LocationActorRef = ActorRefFrom<typeof locationMachine>;
export type LocationSnapshot = SnapshotFrom<typeof locationMachine>;

/** The browser is being asked (the button says so and waits). */
export const selectIsLocating = (snapshot: LocationSnapshot): boolean => snapshot.matches('getting');
export const selectLocationFix = (snapshot: LocationSnapshot): LocationFix | null =>
  snapshot.matches('set') ? snapshot.context.fix : null;
export const selectLocationPlace = (snapshot: LocationSnapshot): AddressSuggestion | null => snapshot.context.place;
/** Why the last request failed, while that is the news. */
export const selectLocationError = (snapshot: LocationSnapshot): string | null =>
  snapshot.matches('idle') ? snapshot.context.error : null;
