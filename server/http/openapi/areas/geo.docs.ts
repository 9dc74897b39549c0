import {
  addressSearchAnswerSchema,
  addressSearchQuerySchema,
  citiesAnswerSchema,
  citiesPayloadSchema,
  countriesAnswerSchema,
  countriesQuerySchema,
  ipLocationAnswerSchema,
  nearbyProductsAnswerSchema,
  nearbyQuerySchema,
  nearbyVendorsAnswerSchema,
  reverseGeocodeAnswerSchema,
  reverseGeocodeQuerySchema,
} from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';

const CITIES_REFUSED = { 400: 'The input is refused, or no such country or state.' };

export const geoDocs: AreaDocs = {
  tag: 'geo',
  description: 'Nearby stores and products, countries, states and cities, addresses, and where the caller’s address is.',
  operations: [
    operation('GET /api/nearby/vendors', 'optional', 'Stores near a point, nearest first', {
      query: nearbyQuerySchema,
      answers: { 200: answer('A page of stores with their distance.', nearbyVendorsAnswerSchema) },
    }),
    operation('GET /api/nearby/products', 'optional', 'Posts of stores near a point, nearest first', {
      query: nearbyQuerySchema,
      answers: { 200: answer('A page of posts with their distance.', nearbyProductsAnswerSchema) },
    }),
    operation('GET /api/geo/countries', 'public', 'Countries with their states (?country= for one, ?states=none for names only)', {
      cacheable: true,
      query: countriesQuerySchema,
      answers: { 200: answer('The countries; with ?states=none each has `states: []` (a few KB).', countriesAnswerSchema) },
      errors: { 400: 'The input is refused (states other than none), or no such country.' },
    }),
    operation('POST /api/geo/cities', 'public', 'A state’s cities', {
      body: citiesPayloadSchema,
      answers: { 200: answer('The city names, sorted, and their coordinates.', citiesAnswerSchema) },
      errors: CITIES_REFUSED,
    }),
    operation('GET /api/geo/cities', 'public', 'A state’s cities (the same, as a query)', {
      cacheable: true,
      query: citiesPayloadSchema,
      answers: { 200: answer('The city names, sorted, and their coordinates.', citiesAnswerSchema) },
      errors: CITIES_REFUSED,
    }),
    operation('GET /api/geo/search', 'public', 'Address suggestions for a text of 3 characters or more', {
      rateLimited: true,
      query: addressSearchQuerySchema,
      answers: { 200: answer('At most `limit` places.', addressSearchAnswerSchema) },
    }),
    operation('GET /api/geo/reverse', 'public', 'The place at a point', {
      rateLimited: true,
      query: reverseGeocodeQuerySchema,
      answers: { 200: answer('The place.', reverseGeocodeAnswerSchema) },
      errors: { 404: 'No place lies within 100 km.' },
    }),
    operation('GET /api/geo/ip', 'public', 'Where the caller’s address is', {
      answers: { 200: answer('The place, or unknown (loopback, private addresses, no provider).', ipLocationAnswerSchema) },
    }),
  ],
};
