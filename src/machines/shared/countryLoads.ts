import { fromPromise } from 'xstate';
import type { Country } from '../../contract/geo';
import { withStatesOf } from './countryLists';

/** Whose states to load: a country's name ('' for none). */
export type CountryStatesRequest = { country: string };

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
