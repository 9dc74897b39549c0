import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressSuggestion, Country } from '../../src/contract';
import { distanceKm, type LatLng } from './spherical';

/**
 * The shipped gazetteer: countries, states and 148,000 cities with coordinates from the country-state-city
 * package's data files. The files are read on first use (the cities take about a second to parse, once
 * per process) into compact arrays with a name index and a 1° grid for the nearest-city lookup.
 */

type CountryRow = { name: string; isoCode: string; latitude: string; longitude: string };
type StateRow = { name: string; isoCode: string; countryCode: string; latitude?: string | null; longitude?: string | null };
/** [name, countryCode, stateCode, latitude, longitude] */
type CityRow = [string, string, string, string | null, string | null];

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

function coordinateOf(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** The first index in a sorted list whose key is not below `key`. */
function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((keys[middle] ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

class CityTable {
  readonly names: string[] = [];
  readonly countryCodes: string[] = [];
  readonly stateCodes: string[] = [];
  readonly lats: Float64Array;
  readonly lngs: Float64Array;
  /** City indexes by their name key, and the keys sorted (with the index) for prefixes. */
  readonly byKey = new Map<string, number[]>();
  readonly sortedKeys: string[];
  readonly sortedIndexes: number[];
  readonly byState = new Map<string, number[]>();
  /** City indexes by 1° cell: `${floor(lat)}:${floor(lng)}`. */
  readonly grid = new Map<string, number[]>();

  constructor(rows: CityRow[]) {
    const kept = rows.filter((row) => coordinateOf(row[3]) !== null && coordinateOf(row[4]) !== null);
    this.lats = new Float64Array(kept.length);
    this.lngs = new Float64Array(kept.length);
    const keyed: [string, number][] = [];
    kept.forEach(([name, countryCode, stateCode, lat, lng], index) => {
      this.names.push(name);
      this.countryCodes.push(countryCode);
      this.stateCodes.push(stateCode);
      this.lats[index] = coordinateOf(lat) ?? 0;
      this.lngs[index] = coordinateOf(lng) ?? 0;
      const key = nameKey(name);
      keyed.push([key, index]);
      push(this.byKey, key, index);
      push(this.byState, `${countryCode}:${stateCode}`, index);
      push(this.grid, cellOf(this.lats[index] ?? 0, this.lngs[index] ?? 0), index);
    });
    keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.sortedKeys = keyed.map(([key]) => key);
    this.sortedIndexes = keyed.map(([, index]) => index);
  }

  record(index: number): CityRecord {
    return {
      name: this.names[index] ?? '',
      countryCode: this.countryCodes[index] ?? '',
      stateCode: this.stateCodes[index] ?? '',
      lat: this.lats[index] ?? 0,
      lng: this.lngs[index] ?? 0,
    };
  }

  /** Indexes of cities whose name key starts with `prefix`, at most `max`, alphabetically. */
  withPrefix(prefix: string, max: number): number[] {
    const found: number[] = [];
    for (let at = lowerBound(this.sortedKeys, prefix); at < this.sortedKeys.length && found.length < max; at += 1) {
      if (!(this.sortedKeys[at] ?? '').startsWith(prefix)) break;
      found.push(this.sortedIndexes[at] ?? 0);
    }
    return found;
  }
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function cellOf(lat: number, lng: number): string {
  return `${Math.floor(lat)}:${Math.floor(lng)}`;
}

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

export class Gazetteer {
  private countryList: CountryRecord[] | undefined;
  private countryByKey: Map<string, CountryRecord> | undefined;
  private cityTable: CityTable | undefined;

  /** Every country with its states, by name. */
  countries(): CountryRecord[] {
    if (this.countryList) return this.countryList;
    const states = readAsset<StateRow[]>('state.json');
    const statesOf = new Map<string, StateRecord[]>();
    for (const state of states) {
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
    this.countryList = readAsset<CountryRow[]>('country.json')
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
    this.countryByKey = new Map();
    for (const country of this.countryList) {
      this.countryByKey.set(country.key, country);
      this.countryByKey.set(country.code.toLowerCase(), country);
    }
    return this.countryList;
  }

  /** A country by name or ISO code, any case and accents. */
  country(nameOrCode: string): CountryRecord | undefined {
    this.countries();
    return this.countryByKey?.get(nameKey(nameOrCode));
  }

  /** A state of the country by name or code; "Lagos State" finds Lagos, "FCT" and "Abuja" find the capital territory. */
  state(country: CountryRecord, nameOrCode: string): StateRecord | undefined {
    const key = nameKey(nameOrCode);
    const bare = key.replace(/\s+state$/, '');
    return (
      country.states.find((state) => state.key === key || state.code.toLowerCase() === key) ??
      country.states.find((state) => state.bareKey === bare) ??
      (key === 'fct' || key === 'abuja' ? country.states.find((state) => state.key.includes('capital territory')) : undefined)
    );
  }

  countryByCode(code: string): CountryRecord | undefined {
    this.countries();
    return this.countryByKey?.get(code.toLowerCase());
  }

  /** The cities of a state, by name. */
  cities(country: CountryRecord, state: StateRecord): CityRecord[] {
    const table = this.table();
    return (table.byState.get(`${country.code}:${state.code}`) ?? []).map((index) => table.record(index)).sort(byName);
  }

  /** The data set as the countries service answers it: countries with their states. */
  countriesWithStates(only?: CountryRecord): Country[] {
    return (only ? [only] : this.countries()).map((country) => ({
      name: country.name,
      iso2: country.code,
      states: country.states.map((state) => ({ name: state.name, state_code: state.code })),
    }));
  }

  /**
   * Places for an address: every run of words of each comma-separated part is tried as a city or a state
   * name (exactly; the last words also as a prefix, as the user is typing them). A city scores more when
   * other words name its state or country; cities of the home market (Nigeria) come first among equals.
   */
  search(query: string, limit: number, countryCodes?: readonly string[]): AddressSuggestion[] {
    const table = this.table();
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
      const country = this.countryByCode(countryCode);
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
    for (const country of this.countries()) {
      for (const state of country.states) {
        if (state.lat === null || state.lng === null) continue;
        const named = words.has(state.key) || words.has(state.bareKey);
        const typed = typing.length >= 3 && state.key.startsWith(typing);
        if (named || typed) add({ kind: 'state', index: -1, state, score: (named ? 3.5 : 1) + context(country.code, state.code), name: state.key });
      }
    }

    return [...hits.values()]
      .filter((hit) => !allowed || allowed.has(hit.kind === 'city' ? (table.countryCodes[hit.index] ?? '') : (hit.state?.countryCode ?? '')))
      .sort((a, b) => b.score - a.score || (a.kind === b.kind ? 0 : a.kind === 'city' ? -1 : 1) || this.labelOf(a).localeCompare(this.labelOf(b), 'en'))
      .slice(0, limit)
      .map((hit) => this.suggestionOf(hit));
  }

  /** The nearest city within `maxKm`, with its distance, or undefined (at sea, in the desert). */
  nearest(point: LatLng, maxKm: number): { city: CityRecord; distanceKm: number } | undefined {
    const table = this.table();
    const latCells = Math.ceil(maxKm / 111) + 1;
    const cosLat = Math.cos((point.lat * Math.PI) / 180);
    const lngCells = cosLat < 0.02 ? 180 : Math.min(180, Math.ceil(maxKm / (111 * cosLat)) + 1);
    let best: { index: number; distance: number } | undefined;
    const baseLat = Math.floor(point.lat);
    const baseLng = Math.floor(point.lng);
    for (let dLat = -latCells; dLat <= latCells; dLat += 1) {
      const lat = baseLat + dLat;
      if (lat < -90 || lat > 89) continue;
      for (let dLng = -lngCells; dLng <= lngCells; dLng += 1) {
        const lng = ((((baseLng + dLng + 180) % 360) + 360) % 360) - 180;
        for (const index of table.grid.get(`${lat}:${lng}`) ?? []) {
          const distance = distanceKm(point, { lat: table.lats[index] ?? 0, lng: table.lngs[index] ?? 0 });
          if (distance <= maxKm && (!best || distance < best.distance)) best = { index, distance };
        }
      }
    }
    return best && { city: table.record(best.index), distanceKm: best.distance };
  }

  /** A city as an address suggestion (Nominatim's shape). */
  citySuggestion(city: CityRecord): AddressSuggestion {
    const country = this.countryByCode(city.countryCode);
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

  private suggestionOf(hit: Hit): AddressSuggestion {
    if (hit.kind === 'city') return this.citySuggestion(this.table().record(hit.index));
    const state = hit.state;
    const country = state ? this.countryByCode(state.countryCode) : undefined;
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

  private labelOf(hit: Hit): string {
    return hit.kind === 'city' ? (this.table().names[hit.index] ?? '') : (hit.state?.name ?? '');
  }

  /**
   * Reads the tables now. Left to the first lookup, that lookup holds every request of the process up for
   * a second or more (the city table is parsed whole), so a server loads them before it listens.
   */
  load(): void {
    this.countries();
    this.table();
  }

  private table(): CityTable {
    this.cityTable ??= new CityTable(readAsset<CityRow[]>('city.json'));
    return this.cityTable;
  }
}

/** One gazetteer per process: its tables are large and never change. */
export const gazetteer = new Gazetteer();
