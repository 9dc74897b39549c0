import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressSearchAnswerSchema,
  citiesAnswerSchema,
  countriesAnswerSchema,
  ipLocationAnswerSchema,
  MESSAGES,
  reverseGeocodeAnswerSchema,
} from '../../../../src/contract';
import { isLocalAddress } from '../../../../server/geo/ip-location';
import { get, json, post, useTestApp } from '../../support/helpers';

/** A stand-in for Nominatim and an IP-location service: records the requests, answers what a test sets. */
function useFakeProvider() {
  const requests: URL[] = [];
  const headers: http.IncomingHttpHeaders[] = [];
  let answer: (url: URL) => { status: number; body: unknown } = () => ({ status: 200, body: [] });
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.test');
    requests.push(url);
    headers.push(request.headers);
    const { status, body } = answer(url);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    env.GEOCODER_URL = `http://127.0.0.1:${port}/nominatim`;
    env.IP_LOCATION_URL = `http://127.0.0.1:${port}/ip/{ip}/json`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    env,
    requests,
    headers,
    answerWith(next: typeof answer) {
      answer = next;
    },
  };
}

describe('countries, states and cities from the shipped data set', () => {
  const t = useTestApp();

  it('lists every country with its states, or one country, cacheable', async () => {
    const response = await get(t().app, '/api/geo/countries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const answer = countriesAnswerSchema.parse(response.json());
    expect(answer.data.length).toBeGreaterThan(240);
    const nigeria = answer.data.find((country) => country.iso2 === 'NG');
    expect(nigeria?.name).toBe('Nigeria');
    expect(nigeria?.states).toHaveLength(37);
    expect(nigeria?.states).toContainEqual({ name: 'Lagos', state_code: 'LA' });
    const one = countriesAnswerSchema.parse((await get(t().app, '/api/geo/countries?country=ng')).json());
    expect(one.data.map((country) => country.name)).toEqual(['Nigeria']);
    const unknown = await get(t().app, '/api/geo/countries?country=Atlantis');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe(MESSAGES.unknownCountry);
    const again = await t().app.inject({ method: 'GET', url: '/api/geo/countries', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('lists the cities of a state with coordinates, by name or code', async () => {
    const byName = citiesAnswerSchema.parse((await post(t().app, '/api/geo/cities', { country: 'Nigeria', state: 'Lagos State' })).json());
    expect(byName.error).toBe(false);
    expect(byName.data).toContain('Ikeja');
    expect(byName.data).toEqual([...byName.data].sort((a, b) => a.localeCompare(b, 'en')));
    expect(byName.cities.find((city) => city.name === 'Ikeja')).toEqual({ name: 'Ikeja', latitude: expect.closeTo(6.6, 1), longitude: expect.closeTo(3.34, 1) });
    const byCode = citiesAnswerSchema.parse((await get(t().app, '/api/geo/cities?country=NG&state=LA')).json());
    expect(byCode.data).toEqual(byName.data);
    const fct = citiesAnswerSchema.parse((await get(t().app, '/api/geo/cities?country=nigeria&state=FCT')).json());
    expect(fct.data).toContain('Abuja');
    const cases: [unknown, string][] = [
      [{ country: 'Atlantis', state: 'Lagos' }, MESSAGES.unknownCountry],
      [{ country: 'Nigeria', state: 'Texas' }, MESSAGES.unknownState],
      [{ country: 'Nigeria' }, MESSAGES.unknownState],
      [{}, MESSAGES.unknownCountry],
    ];
    for (const [body, message] of cases) {
      const response = await post(t().app, '/api/geo/cities', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).message, JSON.stringify(body)).toBe(message);
    }
  });
});

describe('address search and reverse geocoding from the gazetteer', () => {
  const t = useTestApp();

  it('suggests places for 3 or more characters, at most 5, Nigerian first', async () => {
    const ikeja = addressSearchAnswerSchema.parse((await get(t().app, '/api/geo/search?q=12%20Allen%20Avenue%2C%20Ikeja%2C%20Lagos')).json());
    expect(ikeja.results.length).toBeLessThanOrEqual(5);
    expect(ikeja.results[0]).toEqual({
      display_name: 'Ikeja, Lagos, Nigeria',
      lat: expect.closeTo(6.6, 1),
      lon: expect.closeTo(3.34, 1),
      address: { city: 'Ikeja', state: 'Lagos', country: 'Nigeria', country_code: 'ng' },
      source: 'gazetteer',
    });
    const typing = addressSearchAnswerSchema.parse((await get(t().app, '/api/geo/search?q=Port%20Harc')).json());
    expect(typing.results[0]?.display_name).toBe('Port Harcourt, Rivers, Nigeria');
    const lagos = addressSearchAnswerSchema.parse((await get(t().app, '/api/geo/search?q=lagos&limit=2')).json());
    expect(lagos.results.map((place) => place.display_name)).toEqual(['Lagos, Lagos, Nigeria', 'Lagos, Nigeria']);
    // Typed in Nigeria's store form, a name shared with places abroad finds only Nigeria's.
    const inNigeria = addressSearchAnswerSchema.parse((await get(t().app, '/api/geo/search?q=Victoria&countrycodes=ng')).json());
    expect(inNigeria.results.every((place) => place.address.country_code === 'ng')).toBe(true);
    const ghana = addressSearchAnswerSchema.parse((await get(t().app, '/api/geo/search?q=Accra&countrycodes=gh')).json());
    expect(ghana.results.every((place) => place.address.country_code === 'gh')).toBe(true);
    expect(ghana.results[0]?.address.city).toBe('Accra');
    const short = await get(t().app, '/api/geo/search?q=ik');
    expect(short.statusCode).toBe(400);
    expect(json(short).message).toBe(MESSAGES.addressQueryTooShort);
    expect((await get(t().app, '/api/geo/search?q=ikeja&limit=11')).statusCode).toBe(400);
  });

  it('names the nearest city within 100 km, or answers 404', async () => {
    const place = reverseGeocodeAnswerSchema.parse((await get(t().app, '/api/geo/reverse?lat=6.6018&lon=3.3515')).json());
    expect(place).toMatchObject({ display_name: 'Ikeja, Lagos, Nigeria', address: { city: 'Ikeja', state: 'Lagos', country: 'Nigeria' }, source: 'gazetteer' });
    const sea = await get(t().app, '/api/geo/reverse?lat=0&lon=-30');
    expect(sea.statusCode).toBe(404);
    expect(json(sea).message).toBe(MESSAGES.noPlaceNearby);
    expect((await get(t().app, '/api/geo/reverse?lat=95&lon=3')).statusCode).toBe(400);
    const pole = await get(t().app, '/api/geo/reverse?lat=90&lon=0');
    expect([200, 404]).toContain(pole.statusCode);
  });

  it('answers the IP location as unknown on loopback and private addresses', async () => {
    const answer = ipLocationAnswerSchema.parse((await get(t().app, '/api/geo/ip')).json());
    expect(answer).toEqual({ ip: '127.0.0.1', known: false, country: '', countryCode: '', regionName: '', city: '', lat: null, lon: null });
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.4', '172.20.0.1', '169.254.1.1', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '100.64.0.1']) {
      expect(isLocalAddress(ip), ip).toBe(true);
    }
    for (const ip of ['41.58.1.1', '102.89.0.1', '2c0f:f5c0::1', '172.32.0.1']) expect(isLocalAddress(ip), ip).toBe(false);
  });
});

describe('remote providers (GEOCODER_URL, IP_LOCATION_URL)', () => {
  const provider = useFakeProvider();
  const t = useTestApp({ env: provider.env });

  it('asks the Nominatim-compatible geocoder first, caches its answer, and names the application', async () => {
    provider.answerWith((url) =>
      url.pathname.endsWith('/search')
        ? {
            status: 200,
            body: [
              { display_name: '12, Allen Avenue, Ikeja, Lagos, Nigeria', lat: '6.6012', lon: '3.3543', address: { road: 'Allen Avenue', city: 'Ikeja', state: 'Lagos', country: 'Nigeria', country_code: 'ng' } },
              { display_name: 'Broken', lat: 'north', lon: '3' },
            ],
          }
        : { status: 200, body: { display_name: 'Allen Avenue, Ikeja', lat: '6.6', lon: '3.35', address: { road: 'Allen Avenue', city: 'Ikeja' } } },
    );
    const first = addressSearchAnswerSchema.parse((await get(t().app, '/api/geo/search?q=12%20Allen%20Avenue&countrycodes=ng')).json());
    expect(first.results).toEqual([
      {
        display_name: '12, Allen Avenue, Ikeja, Lagos, Nigeria',
        lat: 6.6012,
        lon: 3.3543,
        address: { road: 'Allen Avenue', city: 'Ikeja', state: 'Lagos', country: 'Nigeria', country_code: 'ng' },
        source: 'geocoder',
      },
    ]);
    const request = provider.requests.at(-1);
    expect(request?.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ q: '12 Allen Avenue', format: 'jsonv2', addressdetails: '1', limit: '5', countrycodes: 'ng' });
    expect(provider.headers.at(-1)?.['user-agent']).toMatch(/^NaijaMarket\/1\.0 \(\+http:\/\/market\.test\)$/);
    await get(t().app, '/api/geo/search?q=12%20Allen%20Avenue&countrycodes=ng');
    expect(provider.requests.filter((url) => url.pathname.endsWith('/search'))).toHaveLength(1);
    const reverse = reverseGeocodeAnswerSchema.parse((await get(t().app, '/api/geo/reverse?lat=6.6&lon=3.35')).json());
    expect(reverse).toMatchObject({ display_name: 'Allen Avenue, Ikeja', source: 'geocoder' });
  });

  it('answers only places in the chosen country, even from a geocoder that ignores countrycodes', async () => {
    provider.answerWith(() => ({
      status: 200,
      body: [
        { display_name: 'Oxford Street, London, United Kingdom', lat: '51.5154', lon: '-0.1410', address: { road: 'Oxford Street', city: 'London', country: 'United Kingdom', country_code: 'gb' } },
        { display_name: 'Oxford Street, Lagos, Nigeria', lat: '6.4541', lon: '3.3947', address: { road: 'Oxford Street', city: 'Lagos', country: 'Nigeria', country_code: 'ng' } },
      ],
    }));
    const nigeria = addressSearchAnswerSchema.parse((await get(t().app, '/api/geo/search?q=Oxford%20Street&countrycodes=NG')).json());
    expect(nigeria.results.map((place) => place.display_name)).toEqual(['Oxford Street, Lagos, Nigeria']);
    const anywhere = addressSearchAnswerSchema.parse((await get(t().app, '/api/geo/search?q=Oxford%20Street')).json());
    expect(anywhere.results).toHaveLength(2);
  });

  it('falls back to the gazetteer when the geocoder fails or knows nothing', async () => {
    provider.answerWith(() => ({ status: 503, body: { error: 'overloaded' } }));
    const failed = addressSearchAnswerSchema.parse((await get(t().app, '/api/geo/search?q=Ikeja')).json());
    expect(failed.results[0]).toMatchObject({ display_name: 'Ikeja, Lagos, Nigeria', source: 'gazetteer' });
    provider.answerWith(() => ({ status: 200, body: [] }));
    const empty = addressSearchAnswerSchema.parse((await get(t().app, '/api/geo/search?q=Kano')).json());
    expect(empty.results[0]).toMatchObject({ display_name: 'Kano, Kano, Nigeria', source: 'gazetteer' });
    provider.answerWith(() => ({ status: 200, body: { error: 'Unable to geocode' } }));
    const reverse = reverseGeocodeAnswerSchema.parse((await get(t().app, '/api/geo/reverse?lat=12.0&lon=8.52')).json());
    expect(reverse).toMatchObject({ address: { city: 'Kano' }, source: 'gazetteer' });
  });

  it('asks the IP-location provider for public addresses only', async () => {
    provider.answerWith(() => ({
      status: 200,
      body: { status: 'success', country: 'Nigeria', countryCode: 'NG', regionName: 'Lagos', city: 'Lagos', lat: 6.45, lon: 3.39 },
    }));
    const located = await t().app.inject({ method: 'GET', url: '/api/geo/ip', remoteAddress: '41.58.1.1' });
    expect(ipLocationAnswerSchema.parse(located.json())).toEqual({
      ip: '41.58.1.1', known: true, country: 'Nigeria', countryCode: 'NG', regionName: 'Lagos', city: 'Lagos', lat: 6.45, lon: 3.39,
    });
    expect(provider.requests.at(-1)?.pathname).toBe('/ip/41.58.1.1/json');
    provider.answerWith(() => ({ status: 200, body: { ip: '102.89.0.1', country_name: 'Ghana', country_code: 'GH', region: 'Greater Accra', city: 'Accra', latitude: 5.6, longitude: -0.19 } }));
    const ipapi = await t().app.inject({ method: 'GET', url: '/api/geo/ip', remoteAddress: '102.89.0.1' });
    expect(ipLocationAnswerSchema.parse(ipapi.json())).toMatchObject({ known: true, country: 'Ghana', countryCode: 'GH', city: 'Accra', lat: 5.6, lon: -0.19 });
    provider.answerWith(() => ({ status: 200, body: { status: 'fail', message: 'reserved range' } }));
    const refused = await t().app.inject({ method: 'GET', url: '/api/geo/ip', remoteAddress: '198.51.100.7' });
    expect(ipLocationAnswerSchema.parse(refused.json())).toMatchObject({ known: false, country: '' });
    const requestsBefore = provider.requests.length;
    const local = ipLocationAnswerSchema.parse((await get(t().app, '/api/geo/ip')).json());
    expect(local.known).toBe(false);
    expect(provider.requests).toHaveLength(requestsBefore);
  });
});

describe('IP location behind a trusted proxy without a provider', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1' } });

  it("reads the proxy's address and country headers", async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: '/api/geo/ip',
      headers: { 'x-forwarded-for': '41.58.1.1', 'cf-ipcountry': 'NG' },
    });
    expect(ipLocationAnswerSchema.parse(response.json())).toEqual({
      ip: '41.58.1.1', known: true, country: 'Nigeria', countryCode: 'NG', regionName: '', city: '', lat: null, lon: null,
    });
  });
});
