/**
 * The countries and states the filter offers until the settings work brings the
 * server's geo data: Nigeria's 36 states and the Federal Capital Territory.
 */
export type Country = { name: string; states: ReadonlyArray<{ name: string }> };

const NIGERIAN_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano',
  'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau',
  'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara',
];

export const DEFAULT_COUNTRY = 'Nigeria';

export const COUNTRIES: readonly Country[] = [{ name: DEFAULT_COUNTRY, states: NIGERIAN_STATES.map((name) => ({ name })) }];

/** The states of a country by name; none for a country the list does not know. */
export function statesOf(country: string): ReadonlyArray<{ name: string }> {
  return COUNTRIES.find((known) => known.name === country)?.states ?? [];
}
