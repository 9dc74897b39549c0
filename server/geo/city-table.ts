import { cellOf } from './city-grid';
import { coordinateOf, nameKey, type CityRecord, type CityRow } from './gazetteer-records';

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

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The cities with coordinates as compact columns, indexed by name, by state and by 1° cell. */
export class CityTable {
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
