import { loadCountryList, loadCountryStates } from '../shared/countryLoads';

/** The countries by name with the chosen one's states, and another chosen country's states. */
export const filterActors = { loadCountries: loadCountryList, loadStates: loadCountryStates };
