import type { AddressSuggestion, Country } from '../../src/contract';
import { citySuggestion, searchPlaces } from './address-search';
import { nearestCity } from './city-grid';
import { CityTable } from './city-table';
import { byName, nameKey, readCityRows, readCountries, type CityRecord, type CountryRecord, type StateRecord } from './gazetteer-records';
import type { LatLng } from './spherical';

export { nameKey, type CityRecord, type CountryRecord, type StateRecord } from './gazetteer-records';

/**
 * The shipped gazetteer: countries, states and 148,000 cities with coordinates from the country-state-city
 * package's data files. The files are read on first use (the cities take about a second to parse, once
 * per process) into compact arrays with a name index and a 1° grid for the nearest-city lookup.
 */
export class Gazetteer {
  private countryList: CountryRecord[] | undefined;
  private countryByKey: Map<string, CountryRecord> | undefined;
  private cityTable: CityTable | undefined;

  /** Every country with its states, by name. */
  countries(): CountryRecord[] {
    if (this.countryList) return this.countryList;
    this.countryList = readCountries();
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

  /** The data set as the countries service answers it: countries with their states, or with none (names only). */
  countriesWithStates(only?: CountryRecord, withStates = true): Country[] {
    return (only ? [only] : this.countries()).map((country) => ({
      name: country.name,
      iso2: country.code,
      states: withStates ? country.states.map((state) => ({ name: state.name, state_code: state.code })) : [],
    }));
  }

  /** Places for an address, best first (see searchPlaces). */
  search(query: string, limit: number, countryCodes?: readonly string[]): AddressSuggestion[] {
    const places = { table: this.table(), countries: this.countries(), countryByCode: (code: string) => this.countryByCode(code) };
    return searchPlaces(places, query, limit, countryCodes);
  }

  /** The nearest city within `maxKm`, with its distance, or undefined (at sea, in the desert). */
  nearest(point: LatLng, maxKm: number): { city: CityRecord; distanceKm: number } | undefined {
    const table = this.table();
    const best = nearestCity(table, point, maxKm);
    return best && { city: table.record(best.index), distanceKm: best.distance };
  }

  /** A city as an address suggestion (Nominatim's shape). */
  citySuggestion(city: CityRecord): AddressSuggestion {
    return citySuggestion(this, city);
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
    this.cityTable ??= new CityTable(readCityRows());
    return this.cityTable;
  }
}

/** One gazetteer per process: its tables are large and never change. */
export const gazetteer = new Gazetteer();
