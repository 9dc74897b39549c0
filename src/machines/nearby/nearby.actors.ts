import { fromPromise } from 'xstate';
import { searchAddresses, fetchNearbyProducts, fetchNearbyVendors } from '../../services/geo';
import type { AddressSuggestion, NearbyRequest, NearbyResults } from './nearby.types';

/** GET /nearby/vendors and /nearby/products together: nearest first, within the radius. */
export const loadNearby = fromPromise<NearbyResults, NearbyRequest>(async ({ input, signal }) => {
  const query = { lat: input.origin.latitude, lng: input.origin.longitude, radius: input.radius };
  const [vendors, products] = await Promise.all([fetchNearbyVendors(query, signal), fetchNearbyProducts(query, signal)]);
  return { vendors: vendors.results, products: products.results };
});

/** The profile city on the map: the best suggestion, or null. */
export const findPlace = fromPromise<AddressSuggestion | null, { query: string }>(async ({ input, signal }) => {
  const [best] = await searchAddresses(input.query, signal, 1);
  return best ?? null;
});

export const nearbyActors = { loadNearby, findPlace };
