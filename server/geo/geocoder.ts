import { z } from 'zod/mini';
import { DURATIONS, LIMITS, PRODUCT_NAME, type AddressSuggestion } from '../../src/contract';
import type { Clock } from '../clock';
import type { Gazetteer } from './gazetteer';
import { TtlCache } from './ttl-cache';

/** Nominatim's place (format jsonv2 or json, addressdetails=1): coordinates as text. */
const nominatimPlaceSchema = z.object({
  display_name: z.string(),
  lat: z.union([z.string(), z.number()]),
  lon: z.union([z.string(), z.number()]),
  address: z._default(z.record(z.string(), z.unknown()), {}),
});
type NominatimPlace = z.infer<typeof nominatimPlaceSchema>;

const ADDRESS_PARTS = ['road', 'suburb', 'city', 'town', 'village', 'state', 'country', 'country_code', 'postcode'] as const;

function suggestionOf(place: NominatimPlace): AddressSuggestion | null {
  const lat = Number(place.lat);
  const lon = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const address: AddressSuggestion['address'] = {};
  for (const part of ADDRESS_PARTS) {
    const value = place.address[part];
    if (typeof value === 'string' && value !== '') address[part] = value;
  }
  return { display_name: place.display_name, lat, lon, address, source: 'geocoder' };
}

export type AddressLookup = {
  /** Suggestions for an address: the remote geocoder's when one is configured and answers, else the gazetteer's. */
  search(query: string, limit: number, countryCodes?: readonly string[]): Promise<AddressSuggestion[]>;
  /** The place at a position, or null when none is known near it. */
  reverse(lat: number, lon: number): Promise<AddressSuggestion | null>;
};

export type AddressLookupOptions = {
  gazetteer: Gazetteer;
  /** A Nominatim-compatible root (https://nominatim.openstreetmap.org); undefined: the gazetteer alone. */
  geocoderUrl: string | undefined;
  /** Sent as User-Agent (Nominatim's usage policy asks every application to name itself). */
  publicUrl: string;
  clock: Clock;
  fetch?: typeof fetch;
  log?: (message: string, error: unknown) => void;
};

/** Remote answers kept, so a user typing, or many users asking for one city, cost the provider one request. */
const CACHE_ENTRIES = 1000;
const CACHE_MS = 24 * 60 * 60 * 1000;

/**
 * Address search and reverse geocoding. With GEOCODER_URL the remote provider answers first (cached for a
 * day, given up after 5 s); when it fails, times out or knows nothing, the shipped gazetteer answers
 * (cities and states, with their coordinates). `source` in each suggestion says which did.
 */
export function createAddressLookup(options: AddressLookupOptions): AddressLookup {
  const { gazetteer, geocoderUrl } = options;
  const fetchRemote = options.fetch ?? fetch;
  const cache = new TtlCache<string, unknown>(CACHE_ENTRIES, CACHE_MS, options.clock);
  const userAgent = `${PRODUCT_NAME.replace(/\s+/g, '')}/1.0 (+${options.publicUrl})`;

  async function remote(path: string, params: Record<string, string>): Promise<unknown> {
    if (!geocoderUrl) return undefined;
    const url = new URL(path, geocoderUrl.endsWith('/') ? geocoderUrl : `${geocoderUrl}/`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const key = url.toString();
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    try {
      const response = await fetchRemote(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json', 'accept-language': 'en' },
        signal: AbortSignal.timeout(DURATIONS.geoProviderTimeout),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const body: unknown = await response.json();
      cache.set(key, body);
      return body;
    } catch (error) {
      options.log?.('the geocoder failed; the gazetteer answers', error);
      return undefined;
    }
  }

  return {
    async search(query, limit, countryCodes) {
      const params: Record<string, string> = { q: query, format: 'jsonv2', addressdetails: '1', limit: String(limit) };
      if (countryCodes?.length) params.countrycodes = countryCodes.join(',').toLowerCase();
      const parsed = z.safeParse(z.array(nominatimPlaceSchema), await remote('search', params));
      const allowed = countryCodes?.length ? new Set(countryCodes.map((code) => code.toLowerCase())) : undefined;
      // A provider that ignores countrycodes still answers only places in the chosen countries.
      const inCountry = (place: AddressSuggestion) => !allowed || allowed.has(place.address.country_code?.toLowerCase() ?? '');
      const places = parsed.success ? parsed.data.map(suggestionOf).filter((place): place is AddressSuggestion => place !== null && inCountry(place)) : [];
      return places.length > 0 ? places.slice(0, limit) : gazetteer.search(query, limit, countryCodes);
    },

    async reverse(lat, lon) {
      const body = await remote('reverse', { lat: String(lat), lon: String(lon), format: 'jsonv2', addressdetails: '1' });
      const parsed = z.safeParse(nominatimPlaceSchema, body);
      const place = parsed.success ? suggestionOf(parsed.data) : null;
      if (place) return place;
      const nearest = gazetteer.nearest({ lat, lng: lon }, LIMITS.reverseGeocodeMaxKm);
      return nearest ? gazetteer.citySuggestion(nearest.city) : null;
    },
  };
}
