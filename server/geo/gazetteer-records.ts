import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The country-state-city package's data files read into records: countries with their states, and the
 * city rows as shipped (the city table indexes them).
 */

type CountryRow = { name: string; isoCode: string; latitude: string; longitude: string };
type StateRow = { name: string; isoCode: string; countryCode: string; latitude?: string | null; longitude?: string | null };
/** [name, countryCode, stateCode, latitude, longitude] */
export type CityRow = [string, string, string, string | null, string | null];

export type StateRecord = {
  name: string;
  code: string;
  countryCode: string;
  lat: number | null;
  lng: number | null;
  /** The name as compared, and without a trailing "state" ("Lagos State" → "lagos"). */
  key: string;
  bareKey: string;
};
export type CountryRecord = {
  name: string;
  code: string;
  lat: number | null;
  lng: number | null;
  key: string;
  states: StateRecord[];
  stateByCode: Map<string, StateRecord>;
};
export type CityRecord = { name: string; countryCode: string; stateCode: string; lat: number; lng: number };

const require = createRequire(import.meta.url);

function readAsset<T>(file: string): T {
  return JSON.parse(fs.readFileSync(require.resolve(`country-state-city/lib/assets/${file}`), 'utf8')) as T;
}

/** How names compare: accents and case dropped, punctuation as spaces ("Ọ̀yọ́" and "oyo" are one name). */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function coordinateOf(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

function readStatesByCountry(): Map<string, StateRecord[]> {
  const statesOf = new Map<string, StateRecord[]>();
  for (const state of readAsset<StateRow[]>('state.json')) {
    const key = nameKey(state.name);
    const record = {
      name: state.name,
      code: state.isoCode,
      countryCode: state.countryCode,
      lat: coordinateOf(state.latitude),
      lng: coordinateOf(state.longitude),
      key,
      bareKey: key.replace(/\s+state$/, ''),
    };
    const list = statesOf.get(state.countryCode);
    if (list) list.push(record);
    else statesOf.set(state.countryCode, [record]);
  }
  return statesOf;
}

/** Every country with its states, both by name. */
export function readCountries(): CountryRecord[] {
  const statesOf = readStatesByCountry();
  return readAsset<CountryRow[]>('country.json')
    .map((country) => {
      const countryStates = (statesOf.get(country.isoCode) ?? []).sort(byName);
      return {
        name: country.name,
        code: country.isoCode,
        lat: coordinateOf(country.latitude),
        lng: coordinateOf(country.longitude),
        key: nameKey(country.name),
        states: countryStates,
        stateByCode: new Map(countryStates.map((state) => [state.code, state])),
      };
    })
    .sort(byName);
}

export function readCityRows(): CityRow[] {
  return readAsset<CityRow[]>('city.json');
}
