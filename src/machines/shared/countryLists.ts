import type { Country } from '../../contract/geo';

const NO_STATES: Country['states'] = [];

/** The states of a country by name (the same list object while the country stays); none before they come. */
export function statesOf(countries: readonly Country[], country: string): Country['states'] {
  return countries.find((known) => known.name === country)?.states ?? NO_STATES;
}

/** The country list with one country's states filled in (the list itself comes without states). */
export function withStatesOf(countries: readonly Country[], loaded: Country): Country[] {
  return countries.map((country) => (country.name === loaded.name ? loaded : country));
}
