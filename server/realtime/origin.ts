import type { Config } from '../config';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parsedOrigin(origin: string): URL | undefined {
  try {
    return new URL(origin);
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser page of this origin may open a socket: the public site's own pages, and in
 * development any page on this machine (the Vite dev server on its own port). A client that sends
 * no Origin is not a browser page, so no other site can ride on its user's token.
 */
export function socketOriginAllowed(config: Pick<Config, 'publicUrl' | 'nodeEnv'>, origin: string | undefined): boolean {
  if (origin === undefined) return true;
  const page = parsedOrigin(origin);
  if (!page) return false;
  if (page.origin === new URL(config.publicUrl).origin) return true;
  return config.nodeEnv === 'development' && LOOPBACK_HOSTS.has(page.hostname) && /^https?:$/.test(page.protocol);
}
