import { isIP } from 'node:net';
import { DURATIONS, type IpLocation } from '../../src/contract';
import type { Clock } from '../clock';
import type { Gazetteer } from './gazetteer';
import { TtlCache } from './ttl-cache';

/** True for addresses no location service can place: loopback, private, link-local, shared, unspecified. */
export function isLocalAddress(ip: string): boolean {
  const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (isIP(address) === 6) {
    return address === '::' || address === '::1' || /^f[cd]/.test(address) || /^fe[89ab]/.test(address);
  }
  return true;
}

function unknownLocation(ip: string): IpLocation {
  return { ip, known: false, country: '', countryCode: '', regionName: '', city: '', lat: null, lon: null };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const coordinate = (value: unknown, limit: number) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
};

/**
 * A provider's answer in any of the common shapes: ip-api.com (country, countryCode, regionName, lat, lon),
 * ipapi.co (country_name, country_code, region, latitude, longitude) and ipwho.is (country, country_code,
 * region, latitude, longitude). A refusal (status fail, error or success false) is unknown.
 */
function locationFrom(ip: string, body: unknown): IpLocation {
  if (!body || typeof body !== 'object') return unknownLocation(ip);
  const record = body as Record<string, unknown>;
  if (record.status === 'fail' || record.error === true || record.success === false) return unknownLocation(ip);
  const countryCode = text(record.countryCode) || text(record.country_code);
  const location: IpLocation = {
    ip,
    known: true,
    country: text(record.country_name) || (text(record.country).length > 2 ? text(record.country) : ''),
    countryCode: countryCode.toUpperCase(),
    regionName: text(record.regionName) || text(record.region),
    city: text(record.city),
    lat: coordinate(record.lat ?? record.latitude, 90),
    lon: coordinate(record.lon ?? record.longitude, 180),
  };
  location.known = location.countryCode !== '' || location.lat !== null;
  return location;
}

export type IpLocator = (ip: string, headers?: Record<string, string | string[] | undefined>) => Promise<IpLocation>;

export type IpLocatorOptions = {
  /** The provider: `{ip}` in the URL is replaced by the address; without it, `/{ip}` is appended. */
  providerUrl: string | undefined;
  /** Behind a proxy or CDN (TRUST_PROXY), its country header (cf-ipcountry and the like) is believed. */
  trustProxy: boolean;
  gazetteer: Gazetteer;
  clock: Clock;
  fetch?: typeof fetch;
  log?: (message: string, error: unknown) => void;
};

const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-appengine-country'];

/**
 * Where an address is. Loopback and private addresses are unknown; with IP_LOCATION_URL the provider is
 * asked (answers cached for an hour per address, given up after 5 s); otherwise, behind a trusted proxy, its
 * country header names the country; else unknown.
 */
export function createIpLocator(options: IpLocatorOptions): IpLocator {
  const fetchRemote = options.fetch ?? fetch;
  const cache = new TtlCache<string, IpLocation>(5000, 60 * 60 * 1000, options.clock);

  function fromHeaders(ip: string, headers: Record<string, string | string[] | undefined>): IpLocation {
    for (const name of COUNTRY_HEADERS) {
      const value = headers[name];
      const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
      const country = /^[A-Z]{2}$/.test(code) ? options.gazetteer.countryByCode(code) : undefined;
      if (country) return { ...unknownLocation(ip), known: true, country: country.name, countryCode: country.code };
    }
    return unknownLocation(ip);
  }

  async function fromProvider(ip: string, providerUrl: string): Promise<IpLocation> {
    const cached = cache.get(ip);
    if (cached) return cached;
    const url = providerUrl.includes('{ip}')
      ? providerUrl.replace('{ip}', encodeURIComponent(ip))
      : `${providerUrl.replace(/\/+$/, '')}/${encodeURIComponent(ip)}`;
    try {
      const response = await fetchRemote(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(DURATIONS.geoProviderTimeout) });
      if (!response.ok) throw new Error(`IP location provider answered ${response.status}`);
      const location = locationFrom(ip, await response.json());
      if (location.known && location.country === '' && location.countryCode !== '') {
        location.country = options.gazetteer.countryByCode(location.countryCode)?.name ?? '';
      }
      cache.set(ip, location);
      return location;
    } catch (error) {
      options.log?.('the IP location provider failed', error);
      return unknownLocation(ip);
    }
  }

  return async (ip, headers = {}) => {
    if (isLocalAddress(ip)) return unknownLocation(ip);
    if (options.providerUrl) return fromProvider(ip, options.providerUrl);
    return options.trustProxy ? fromHeaders(ip, headers) : unknownLocation(ip);
  };
}
