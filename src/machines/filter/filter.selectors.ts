import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { filterMachine } from './filter.machine';
import { statesOf } from './filter.regions';
import { citySuggestionOf, filterCountOf, filterQueryOf } from './filter.rules';
import type { FilterValues } from './filter.types';

export type FilterActorRef = ActorRefFrom<typeof filterMachine>;
export type FilterSnapshot = SnapshotFrom<typeof filterMachine>;

export const selectFilterValues = (snapshot: FilterSnapshot): FilterValues => snapshot.context.values;
export const selectIsPanelOpen = (snapshot: FilterSnapshot): boolean => snapshot.matches({ panel: 'open' });
export const selectIsNarrow = (snapshot: FilterSnapshot): boolean => snapshot.context.narrow;
/** True while the filter request is in flight: Apply reads Filtering... and the controls are disabled. */
export const selectIsApplying = (snapshot: FilterSnapshot): boolean => snapshot.matches({ request: 'applying' });
export const selectCanEdit = (snapshot: FilterSnapshot): boolean => snapshot.matches({ request: 'idle' });
/** How many of the panel's filters are set (what Apply would send), for the banner. */
export const selectActiveFilterCount = (snapshot: FilterSnapshot): number => filterCountOf(filterQueryOf(snapshot.context.values));
/** The states of the chosen country (the same list object while the country stays). */
export const selectRegions = (snapshot: FilterSnapshot): ReadonlyArray<{ name: string }> => statesOf(snapshot.context.values.country);
/** The user's own city offered as a one-tap filter (it is never filtered on unasked), or null. */
export const selectCitySuggestion = (snapshot: FilterSnapshot): string | null => citySuggestionOf(snapshot.context);
