import type { AddressSuggestion } from '../../src/contract';
import type { CityTable } from './city-table';
import { nameKey, type CityRecord, type CountryRecord, type StateRecord } from './gazetteer-records';

/** What the address search reads: the city table and the countries with their states. */
export type PlaceIndex = {
  table: CityTable;
  countries: CountryRecord[];
  countryByCode(code: string): CountryRecord | undefined;
};

/** A place found for a query, before it becomes a suggestion. */
type Hit = { kind: 'city' | 'state'; index: number; state?: StateRecord; score: number; name: string };

/** Words of a query part tried as a place name: every run of 1 to 4 consecutive words. */
function windowsOf(words: readonly string[]): string[] {
  const windows: string[] = [];
  for (let size = Math.min(4, words.length); size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) windows.push(words.slice(start, start + size).join(' '));
  }
  return windows;
}

/** Countries searched first when a query could mean places in several (the product's market). */
const HOME_COUNTRIES = ['NG'];

/** A city as an address suggestion (Nominatim's shape). */
export function citySuggestion(places: Pick<PlaceIndex, 'countryByCode'>, city: CityRecord): AddressSuggestion {
  const country = places.countryByCode(city.countryCode);
  const state = country?.stateByCode.get(city.stateCode);
  return {
    display_name: [city.name, state?.name, country?.name].filter(Boolean).join(', '),
    lat: city.lat,
    lon: city.lng,
    address: {
      city: city.name,
      ...(state ? { state: state.name } : {}),
      ...(country ? { country: country.name, country_code: country.code.toLowerCase() } : {}),
    },
    source: 'gazetteer',
  };
}

function suggestionOf(places: PlaceIndex, hit: Hit): AddressSuggestion {
  if (hit.kind === 'city') return citySuggestion(places, places.table.record(hit.index));
  const state = hit.state;
  const country = state ? places.countryByCode(state.countryCode) : undefined;
  return {
    display_name: [state?.name, country?.name].filter(Boolean).join(', '),
    lat: state?.lat ?? 0,
    lon: state?.lng ?? 0,
    address: {
      ...(state ? { state: state.name } : {}),
      ...(country ? { country: country.name, country_code: country.code.toLowerCase() } : {}),
    },
    source: 'gazetteer',
  };
}

function labelOf(places: PlaceIndex, hit: Hit): string {
  return hit.kind === 'city' ? (places.table.names[hit.index] ?? '') : (hit.state?.name ?? '');
}

/**
 * Places for an address: every run of words of each comma-separated part is tried as a city or a state
 * name (exactly; the last words also as a prefix, as the user is typing them). A city scores more when
 * other words name its state or country; cities of the home market (Nigeria) come first among equals.
 */
export function searchPlaces(places: PlaceIndex, query: string, limit: number, countryCodes?: readonly string[]): AddressSuggestion[] {
  const { table } = places;
  const parts = query.split(',').map(nameKey).filter((part) => part !== '');
  const allowed = countryCodes?.length ? new Set(countryCodes.map((code) => code.toUpperCase())) : undefined;
  const words = new Set(parts.flatMap((part) => windowsOf(part.split(' '))));
  const hits = new Map<string, Hit>();
  const add = (hit: Hit) => {
    const key = `${hit.kind}:${hit.index}:${hit.state?.code ?? ''}`;
    const seen = hits.get(key);
    if (!seen || seen.score < hit.score) hits.set(key, hit);
  };
  const context = (countryCode: string, stateCode: string) => {
    const country = places.countryByCode(countryCode);
    const state = country?.stateByCode.get(stateCode);
    let bonus = HOME_COUNTRIES.includes(countryCode) ? 0.5 : 0;
    if (country && (words.has(country.key) || words.has(country.code.toLowerCase()))) bonus += 2;
    if (state && (words.has(state.key) || words.has(state.bareKey))) bonus += 2;
    return bonus;
  };

  parts.forEach((part, partIndex) => {
    const partWords = part.split(' ');
    for (const window of windowsOf(partWords)) {
      const length = window.split(' ').length;
      for (const index of table.byKey.get(window) ?? []) {
        add({ kind: 'city', index, score: 3 + length + context(table.countryCodes[index] ?? '', table.stateCodes[index] ?? ''), name: window });
      }
    }
    if (partIndex !== parts.length - 1) return;
    // The words being typed: the last one or two, as the start of a city name.
    for (const tail of new Set([partWords.slice(-1).join(' '), partWords.slice(-2).join(' ')])) {
      if (tail.length < 3) continue;
      for (const index of table.withPrefix(tail, 200)) {
        add({ kind: 'city', index, score: 1 + context(table.countryCodes[index] ?? '', table.stateCodes[index] ?? ''), name: tail });
      }
    }
  });
  const typing = parts[parts.length - 1] ?? '';
  for (const country of places.countries) {
    for (const state of country.states) {
      if (state.lat === null || state.lng === null) continue;
      const named = words.has(state.key) || words.has(state.bareKey);
      const typed = typing.length >= 3 && state.key.startsWith(typing);
      if (named || typed) add({ kind: 'state', index: -1, state, score: (named ? 3.5 : 1) + context(country.code, state.code), name: state.key });
    }
  }

  return [...hits.values()]
    .filter((hit) => !allowed || allowed.has(hit.kind === 'city' ? (table.countryCodes[hit.index] ?? '') : (hit.state?.countryCode ?? '')))
    .sort((a, b) => b.score - a.score || (a.kind === b.kind ? 0 : a.kind === 'city' ? -1 : 1) || labelOf(places, a).localeCompare(labelOf(places, b), 'en'))
    .slice(0, limit)
    .map((hit) => suggestionOf(places, hit));
}
