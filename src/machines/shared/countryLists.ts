import { fromPromise } from 'xstate';
import type { Country } from '../../contract/geo';

/** Whose states to load: a country's name ('' for none). */
export type CountryStatesRequest = { country: string };

const NO_STATES: Country['states'] = [];

/** The states of a country by name (the same list object while the country stays); none before they come. */
export function statesOf(countries: readonly Country[], country: string): Country['states'] {
  return countries.find((known) => known.name === country)?.states ?? NO_STATES;
}

/** The country list with one country's states filled in (the list itself comes without states). */
export function withStatesOf(countries: readonly Country[], loaded: Country): Country[] {
  return countries.map((country) => (country.name === loaded.name ? loaded : country));
}

/**
 * Every country by name (GET /geo/countries?states=none, a few KB) with the chosen one's states
 * (?country=), both at once: every state of every country is 50 KB gzipped on mobile data. The geo
 * calls load with the request, not with the first screen.
 */
export const loadCountryList = fromPromise<Country[], CountryStatesRequest>(async ({ input, signal }) => {
  const { fetchCountryNames, fetchCountry } = await import('../../services/geo');
  const [names, chosen] = await Promise.all([fetchCountryNames(signal), input.country ? fetchCountry(input.country, signal) : null]);
  return chosen ? withStatesOf(names, chosen) : names;
});

/** GET /geo/countries?country=: a newly chosen country with its states. */
export const loadCountryStates = fromPromise<Country, CountryStatesRequest>(async ({ input, signal }) => {
  const { fetchCountry } = await import('../../services/geo');
  return fetchCountry(input.country, signal);
});
