import type { FastifyPluginAsync } from 'fastify';
import {
  addressSearchQuerySchema,
  citiesPayloadSchema,
  countriesQuerySchema,
  MESSAGES,
  reverseGeocodeQuerySchema,
  type AddressSearchAnswer,
  type CitiesAnswer,
  type CountriesAnswer,
  type IpLocation,
} from '../../../src/contract';
import { gazetteer } from '../../geo/gazetteer';
import { createAddressLookup } from '../../geo/geocoder';
import { createIpLocator } from '../../geo/ip-location';
import { badRequest, notFound } from '../http-error';
import { trustsAnyProxy } from '../trusted-proxies';
import { sendCacheable } from '../marketplace/cacheable';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';

/**
 * The places the settings forms need, from the shipped gazetteer (country-state-city): countries with
 * states (or names only), a state's cities, address suggestions and reverse geocoding (a Nominatim-compatible GEOCODER_URL
 * answers first when set), and where the caller's IP address is (IP_LOCATION_URL).
 */
export function placesRoutes({ config, clock, limits }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const log = (message: string, error: unknown) => app.log.warn({ err: error }, message);
    const addresses = createAddressLookup({ gazetteer, geocoderUrl: config.geocoderUrl, publicUrl: config.publicUrl, clock, log });
    const locateIp = createIpLocator({ providerUrl: config.ipLocationUrl, trustProxy: trustsAnyProxy(config.trustProxy), gazetteer, clock, log });

    app.get('/geo/countries', async (request, reply) => {
      const { country: wanted, states } = parseInput(countriesQuerySchema, request.query);
      const country = wanted ? gazetteer.country(wanted) : undefined;
      if (wanted && !country) throw badRequest(MESSAGES.unknownCountry, { country: [MESSAGES.unknownCountry] });
      const data = gazetteer.countriesWithStates(country, states !== 'none');
      const answer: CountriesAnswer = { error: false, msg: 'countries and states retrieved', data };
      return sendCacheable(request, reply, answer);
    });

    const cities = (input: unknown): CitiesAnswer => {
      const query = parseInput(citiesPayloadSchema, input);
      const country = gazetteer.country(query.country);
      if (!country) throw badRequest(MESSAGES.unknownCountry, { country: [MESSAGES.unknownCountry] });
      const state = gazetteer.state(country, query.state);
      if (!state) throw badRequest(MESSAGES.unknownState, { state: [MESSAGES.unknownState] });
      const found = gazetteer.cities(country, state);
      return {
        error: false,
        msg: `cities in ${state.name} retrieved`,
        data: found.map((city) => city.name),
        cities: found.map((city) => ({ name: city.name, latitude: city.lat, longitude: city.lng })),
      };
    };
    app.post('/geo/cities', async (request) => cities(request.body));
    app.get('/geo/cities', async (request, reply) => sendCacheable(request, reply, cities(request.query)));

    app.get('/geo/search', { preHandler: limits.addressSearch }, async (request): Promise<AddressSearchAnswer> => {
      const { q, limit, countrycodes } = parseInput(addressSearchQuerySchema, request.query);
      return { results: await addresses.search(q, limit, countrycodes?.split(',')) };
    });

    app.get('/geo/reverse', { preHandler: limits.addressSearch }, async (request) => {
      const { lat, lon } = parseInput(reverseGeocodeQuerySchema, request.query);
      const place = await addresses.reverse(lat, lon);
      if (!place) throw notFound(MESSAGES.noPlaceNearby);
      return place;
    });

    app.get('/geo/ip', async (request): Promise<IpLocation> => locateIp(request.ip, request.headers));
  };
}
