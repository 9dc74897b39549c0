import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * Which peers may tell the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto):
 * a number of proxies in front (0 for none), or the proxies' addresses and CIDR ranges. Never
 * "everyone": the left-most X-Forwarded-For is written by the client, so rate limits keyed by it
 * would be the client's to choose.
 */
export type TrustedProxies = number | string[];

/** proxy-addr's names for private ranges, accepted as they are in Express and Fastify. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

export const TRUSTED_PROXIES_HELP =
  'must be the number of proxies in front of the server (0 for none) or a comma-separated list of their addresses or CIDR ranges';

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; undefined when it is neither a count nor a list of addresses. */
export function parseTrustedProxies(value: string): TrustedProxies | undefined {
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : undefined;
}

export function trustsAnyProxy(trusted: TrustedProxies): boolean {
  return typeof trusted === 'number' ? trusted > 0 : trusted.length > 0;
}

/**
 * Fastify's trustProxy. A count becomes "the nearest N hops are proxies", the rule Express uses:
 * Fastify 5 itself ignores X-Forwarded-For for a bare number. The client's address is then the
 * one the outermost trusted proxy appended, never one the client wrote.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (!trustsAnyProxy(trusted)) return false;
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}
