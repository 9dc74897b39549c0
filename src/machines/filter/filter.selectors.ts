import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Country } from '../../contract/geo';
import type { filterMachine } from './filter.machine';
import { statesOf } from '../shared/countryLists';
import { citySuggestionOf, filterCountOf, filterQueryOf, firstFilterContext } from './filter.rules';
import type { FilterInput, FilterValues } from './filter.types';

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
/** The countries offered (none until the server's list has come). */
export const selectCountries = (snapshot: FilterSnapshot): readonly Country[] => snapshot.context.countries;
/** The states of the chosen country (the same list object while the country stays). */
export const selectRegions = (snapshot: FilterSnapshot): Country['states'] => statesOf(snapshot.context.countries, snapshot.context.values.country);
/** The country list, or a chosen country's states, on their way. */
export const selectIsLoadingPlaces = (snapshot: FilterSnapshot): boolean =>
  snapshot.matches({ places: 'loading' }) || snapshot.matches({ places: { loaded: 'loadingStates' } });
/** The lists failed to load: the spec's words with Try Again. */
export const selectPlacesFailed = (snapshot: FilterSnapshot): boolean =>
  snapshot.matches({ places: 'failed' }) || snapshot.matches({ places: { loaded: 'statesFailed' } });
/** The user's own city offered as a one-tap filter (it is never filtered on unasked), or null. */
export const selectCitySuggestion = (snapshot: FilterSnapshot): string | null => citySuggestionOf(snapshot.context);

/** What the toggle and the panel show before the machine runs (its code comes after the first render of /). */
export type FilterFirstView = { open: boolean; narrow: boolean; activeFilterCount: number };

/** The state the machine starts in for `input`: the panel open unless the screen is narrow, the input's filters counted. */
export function firstFilterView(input: FilterInput): FilterFirstView {
  const context = firstFilterContext(input);
  return { open: !context.narrow, narrow: context.narrow, activeFilterCount: filterCountOf(filterQueryOf(context.values)) };
}
