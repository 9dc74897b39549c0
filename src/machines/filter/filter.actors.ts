import { fromPromise } from 'xstate';
import type { Country } from '../../contract/geo';

/**
 * GET /geo/countries: the countries the filter offers, each with its states (the server's geo data).
 * The geo calls load with the request, not with the first screen.
 */
export const loadCountries = fromPromise<Country[]>(async ({ signal }) => {
  const { fetchCountries } = await import('../../services/geo');
  return (await fetchCountries(signal)).data;
});

export const filterActors = { loadCountries };
