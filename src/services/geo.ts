import {
  addressSearchAnswerSchema,
  citiesAnswerSchema,
  countriesAnswerSchema,
  nearbyProductsAnswerSchema,
  nearbyVendorsAnswerSchema,
  reverseGeocodeAnswerSchema,
  type AddressSuggestion,
  type CitiesPayload,
  type CountriesQuery,
  type Country,
  type NearbyQuery,
} from '../contract/geo';
import { locationUpdateAnswerSchema, type LocationUpdatePayload } from '../contract/settings';
import { LIMITS } from '../contract/constants';
import { call } from './api';

/** GET /geo/countries?states=none: every country by name and code, `states: []` (a few KB, not 50). */
export async function fetchCountryNames(signal?: AbortSignal): Promise<Country[]> {
  const query: CountriesQuery = { states: 'none' };
  return (await call('/geo/countries', countriesAnswerSchema, { query, quiet: true, signal })).data;
}

/** GET /geo/countries?country=: one country, by name or code, with its states. */
export async function fetchCountry(country: string, signal?: AbortSignal): Promise<Country> {
  const query: CountriesQuery = { country };
  const [found] = (await call('/geo/countries', countriesAnswerSchema, { query, quiet: true, signal })).data;
  if (!found) throw new Error(`no country ${country}`);
  return found;
}

/** GET /geo/cities?country=&state=: a state's cities, with their coordinates. */
export function fetchCities(payload: CitiesPayload, signal?: AbortSignal) {
  return call('/geo/cities', citiesAnswerSchema, { query: payload, quiet: true, signal });
}

/**
 * GET /geo/search?q=: at most LIMITS.addressSuggestions places for an address of 3 or more characters,
 * in the country of `countryCode` (ISO 3166-1 alpha-2) when one is given.
 */
export async function searchAddresses(
  query: string,
  signal?: AbortSignal,
  limit: number = LIMITS.addressSuggestions,
  countryCode?: string,
): Promise<AddressSuggestion[]> {
  const where = countryCode ? { countrycodes: countryCode.toLowerCase() } : {};
  const answer = await call('/geo/search', addressSearchAnswerSchema, { query: { q: query, limit, ...where }, quiet: true, signal });
  return answer.results;
}

/** GET /geo/reverse?lat=&lon=: the place at a position. */
export function reverseGeocode(latitude: number, longitude: number, signal?: AbortSignal) {
  return call('/geo/reverse', reverseGeocodeAnswerSchema, { query: { lat: latitude, lon: longitude }, quiet: true, signal });
}

/** POST /location/update: the signed-in user's last known position. */
export function updateLocation(payload: LocationUpdatePayload, signal?: AbortSignal) {
  return call('/location/update', locationUpdateAnswerSchema, { method: 'POST', body: payload, auth: true, quiet: true, signal });
}

type NearbyRequest = Pick<NearbyQuery, 'lat' | 'lng' | 'radius' | 'category' | 'page' | 'per_page'>;

const nearbyQueryOf = (request: NearbyRequest) =>
  Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as Record<string, string | number>;

/** GET /nearby/vendors: stores within the radius (km), nearest first. */
export function fetchNearbyVendors(request: NearbyRequest, signal?: AbortSignal) {
  return call('/nearby/vendors', nearbyVendorsAnswerSchema, { query: nearbyQueryOf(request), auth: 'optional', quiet: true, signal });
}

/** GET /nearby/products: posts of stores within the radius (km), nearest first. */
export function fetchNearbyProducts(request: NearbyRequest, signal?: AbortSignal) {
  return call('/nearby/products', nearbyProductsAnswerSchema, { query: nearbyQueryOf(request), auth: 'optional', quiet: true, signal });
}
