import type { Country } from '../../contract/geo';
import { statesOf } from '../shared/countryLists';
import { citySuggestionOf } from './filter.panelRules';
import type { FilterSnapshot } from './filter.selectors';
import type { FilterValues } from './filter.types';

/* The panel's fields' selectors: the fields come when the panel first opens, not with the first render. */

export const selectFilterValues = (snapshot: FilterSnapshot): FilterValues => snapshot.context.values;
export const selectCanEdit = (snapshot: FilterSnapshot): boolean => snapshot.matches({ request: 'idle' });
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
