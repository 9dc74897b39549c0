import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AddressSuggestion } from '../../contract/geo';
import type { addressSearchMachine } from './addressSearch.machine';

export type AddressSearchActorRef = ActorRefFrom<typeof addressSearchMachine>;
export type AddressSearchSnapshot = SnapshotFrom<typeof addressSearchMachine>;

/** Waiting for the typing to pause, or searching. */
export const selectIsSearching = (snapshot: AddressSearchSnapshot): boolean =>
  snapshot.matches('debouncing') || snapshot.matches('searching');
export const selectSuggestions = (snapshot: AddressSearchSnapshot): readonly AddressSuggestion[] =>
  snapshot.matches('showing') ? snapshot.context.suggestions : [];
export const selectFoundNothing = (snapshot: AddressSearchSnapshot): boolean => snapshot.matches('nothingFound');
export const selectIsUnavailable = (snapshot: AddressSearchSnapshot): boolean => snapshot.matches('unavailable');
/** What the user typed (a picked suggestion's name once picked), for a field that keeps no text of its own. */
export const selectQuery = (snapshot: AddressSearchSnapshot): string => snapshot.context.query;
