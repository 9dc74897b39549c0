import type { FastifyInstance } from 'fastify';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Config } from '../../../server/config';
import { useTestApp } from '../support/helpers';

export const CLIENT_ID = 'naija-market-test';
const CLIENT_SECRET = 'a-client-secret-only-this-test-knows';
const DEVICE = 'Mozilla/5.0 (X11; Linux x86_64) vitest';

/** The claims the local provider puts in the next ID tokens (Google's shape). */
export type Claims = { sub: string; email?: string; email_verified?: boolean | string; given_name?: string; family_name?: string; name?: string };

export const chidi: Claims = { sub: 'google-1001', email: 'chidi.obi@example.com', email_verified: true, given_name: 'Chidi', family_name: 'Obi' };

/** A local OpenID provider on loopback; ID tokens carry `claims`. */
export async function startProvider(): Promise<{ provider: OAuth2Server; setClaims: (claims: Claims) => void }> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  let claims = chidi;
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    // The ID token is the one addressed to the client; the access token is left alone.
    if (token.payload.aud === CLIENT_ID) Object.assign(token.payload, claims);
  });
  return { provider, setClaims: (next) => (claims = next) };
}

export const withGoogle = (issuer: string | undefined) => (config: Config): Config => ({
  ...config,
  googleSignIn: { issuer: issuer ?? '', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
});

/** The browser's trip: our start route, the provider's authorize page, the provider's redirect back. */
export class Browser {
  cookie = '';

  constructor(private readonly app: FastifyInstance) {}

  /** GET /api/auth/google/: answers where the browser is sent and keeps the flow cookie. */
  async start(): Promise<URL> {
    const response = await this.app.inject({ method: 'GET', url: '/api/auth/google/', headers: { 'user-agent': DEVICE } });
    expect(response.statusCode).toBe(302);
    const setCookie = [response.headers['set-cookie'] ?? []].flat()[0] ?? '';
    this.cookie = setCookie.split(';')[0] ?? '';
    return new URL(String(response.headers.location));
  }

  /** The provider's authorize endpoint, which (as a user who agrees) redirects back at once. */
  async authorize(authorizeUrl: URL): Promise<URL> {
    const response = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') ?? '');
  }

  /** Our callback route: answers the query the SPA's /auth/callback is sent with. */
  async callback(returned: URL): Promise<URLSearchParams> {
    const response = await this.app.inject({
      method: 'GET',
      url: `${returned.pathname}${returned.search}`,
      headers: { 'user-agent': DEVICE, ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), 'http://market.test');
    expect(location.pathname).toBe('/auth/callback');
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/);
    return location.searchParams;
  }

  async signIn(): Promise<URLSearchParams> {
    return this.callback(await this.authorize(await this.start()));
  }
}

export const outcome = (query: URLSearchParams) => Object.fromEntries(query.entries());

/**
 * A local provider for the file's tests (ID tokens with Chidi's claims again before each test), and the app
 * configured with it.
 */
export function useLocalProvider() {
  let local: Awaited<ReturnType<typeof startProvider>> | undefined;
  let issuer: string | undefined;
  beforeAll(async () => {
    local = await startProvider();
    issuer = local.provider.issuer.url;
  });
  afterAll(async () => {
    await local?.provider.stop();
  });
  beforeEach(() => local?.setClaims(chidi));
  // The provider's URL is known once it listens, so it is read when each test's app is built.
  const t = useTestApp({ configure: (config) => withGoogle(issuer)(config) });
  const provider = (): OAuth2Server => {
    if (!local) throw new Error('the local provider has not started');
    return local.provider;
  };
  return { t, provider, issuer: () => issuer, setClaims: (claims: Claims) => local?.setClaims(claims) };
}
