import { fromPromise } from 'xstate';
import type { Country } from '../../contract/geo';
import { withStatesOf } from './filter.rules';

/** Whose states to load: the chosen country's name. */
export type StatesRequest = { country: string };

/**
 * The countries the filter offers by name (GET /geo/countries?states=none, a few KB) with the chosen
 * country's states (?country=), both at once: every state of every country is 50 KB on mobile data.
 * The geo calls load with the request, not with the first screen.
 */
export const loadCountries = fromPromise<Country[], StatesRequest>(async ({ input, signal }) => {
  const { fetchCountryNames, fetchCountry } = await import('../../services/geo');
  const [names, chosen] = await Promise.all([fetchCountryNames(signal), fetchCountry(input.country, signal)]);
  return withStatesOf(names, chosen);
});

/** GET /geo/countries?country=: another chosen country with its states. */
export const loadStates = fromPromise<Country, StatesRequest>(async ({ input, signal }) => {
  const { fetchCountry } = await import('../../services/geo');
  return fetchCountry(input.country, signal);
});

export const filterActors = { loadCountries, loadStates };
