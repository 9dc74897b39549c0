import type { FastifyInstance } from 'fastify';
import { OAuth2Server, type MutableRedirectUri, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLBACK_ERRORS, DURATIONS, MESSAGES } from '../../src/contract';
import { thirdPartyCompleteAnswerSchema, thirdPartyErrorAnswerSchema } from '../../src/contract/thirdParty';
import { loadConfig, type Config } from '../../server/config';
import { buildTestApp, get, newUser, post, signIn, STRONG_PASSWORD, useTestApp } from './helpers';

const CLIENT_ID = 'naija-market-test';
const CLIENT_SECRET = 'a-client-secret-only-this-test-knows';
const DEVICE = 'Mozilla/5.0 (X11; Linux x86_64) vitest';

/** The claims the local provider puts in the next ID tokens (Google's shape). */
type Claims = { sub: string; email?: string; email_verified?: boolean | string; given_name?: string; family_name?: string; name?: string };

const chidi: Claims = { sub: 'google-1001', email: 'chidi.obi@example.com', email_verified: true, given_name: 'Chidi', family_name: 'Obi' };

/** A local OpenID provider on loopback; ID tokens carry `claims`. */
async function startProvider(): Promise<{ provider: OAuth2Server; setClaims: (claims: Claims) => void }> {
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

const withGoogle = (issuer: string | undefined) => (config: Config): Config => ({
  ...config,
  googleSignIn: { issuer: issuer ?? '', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
});

/** The browser's trip: our start route, the provider's authorize page, the provider's redirect back. */
class Browser {
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

const outcome = (query: URLSearchParams) => Object.fromEntries(query.entries());

describe('third-party sign-in (OpenID Connect) against a local provider', () => {
  let provider: OAuth2Server;
  let setClaims: (claims: Claims) => void;
  let issuer: string | undefined;

  beforeAll(async () => {
    ({ provider, setClaims } = await startProvider());
    issuer = provider.issuer.url;
  });
  afterAll(async () => {
    await provider.stop();
  });
  beforeEach(() => setClaims(chidi));

  // The provider's URL is known once it listens, so it is read when each test's app is built.
  const t = useTestApp({ configure: (config) => withGoogle(issuer)(config) });

  it('starts with PKCE, state and nonce, keeping them in a signed HttpOnly cookie on the provider paths', async () => {
    const response = await get(t().app, '/api/auth/google/');
    expect(response.statusCode).toBe(302);
    const authorize = new URL(String(response.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/authorize`);
    const parameters = outcome(authorize.searchParams);
    expect(parameters).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: 'http://market.test/api/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(parameters.state).toMatch(/^[\w-]{20,}$/);
    expect(parameters.nonce).toMatch(/^[\w-]{20,}$/);
    expect(parameters.code_challenge).toMatch(/^[\w-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/google/);
    expect(cookie).toMatch(`Max-Age=${DURATIONS.thirdPartySignInWindow / 1000}`);
    // The secrets are signed, not just stored: the verifier never shows in the provider's URL.
    expect(cookie).not.toContain(parameters.code_challenge);
  });

  it('creates an activated account for a new user, then signs the same user in again as returning', async () => {
    const { app, stores } = t();
    const first = outcome(await new Browser(app).signIn());
    expect(first).toEqual({ token: expect.stringMatching(/^[\w-]{40,}$/), username: 'chidi_obi', new_user: 'true' });

    const created = await stores.accounts.findByUsername('chidi_obi');
    expect(created).toMatchObject({ email: 'chidi.obi@example.com', first_name: 'Chidi', last_name: 'Obi', password_hash: '' });
    expect(created?.verified_at).not.toBeNull();
    const details = await get(app, '/api/fetchcurruserdetails?username=chidi_obi', first.token);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ currentuser: { user: { username: 'chidi_obi', email: 'chidi.obi@example.com' } } });

    // Google may change the address it shows; the subject stays the same account.
    setClaims({ ...chidi, email: 'chidi@example.org' });
    const again = outcome(await new Browser(app).signIn());
    expect(again).toEqual({ token: expect.any(String), username: 'chidi_obi', new_user: 'false' });
    expect(again.token).not.toBe(first.token);
    expect(await stores.accounts.count()).toBe(1);
  });

  it('links an existing account by its verified e-mail, keeping its username and password', async () => {
    const { app, stores } = t();
    const local = await newUser(stores, { username: 'chidi_o', email: 'Chidi.Obi@example.com' });
    expect(outcome(await new Browser(app).signIn())).toEqual({ token: expect.any(String), username: 'chidi_o', new_user: 'false' });
    expect(await stores.accounts.count()).toBe(1);
    expect(await signIn(app, { username: local.username, password: STRONG_PASSWORD })).toEqual(expect.any(String));
  });

  it('activates a never-activated account of that address and drops the password its registrant chose', async () => {
    const { app, stores } = t();
    await newUser(stores, { username: 'squatter', email: 'chidi.obi@example.com', verified: false });
    expect(outcome(await new Browser(app).signIn())).toMatchObject({ username: 'squatter', new_user: 'false' });
    expect((await stores.accounts.findByUsername('squatter'))?.verified_at).not.toBeNull();
    const login = await post(app, '/api/login', { username: 'squatter', password: STRONG_PASSWORD, device: 'd' });
    expect(login.statusCode).toBe(400);
  });

  it('derives a free username when the natural one is taken', async () => {
    const { app, stores } = t();
    await newUser(stores, { username: 'chidi_obi', email: 'someone.else@example.com' });
    const signedIn = outcome(await new Browser(app).signIn());
    expect(signedIn.username).toMatch(/^chidi_obi_\d{4}$/);
    expect(signedIn.new_user).toBe('true');
  });

  it('completes through POST /auth/google/complete/ for a client that received the answer itself', async () => {
    const { app } = t();
    const browser = new Browser(app);
    const returned = await browser.authorize(await browser.start());
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/google/complete/',
      headers: { cookie: browser.cookie },
      payload: { code: returned.searchParams.get('code'), state: returned.searchParams.get('state') },
    });
    expect(response.statusCode).toBe(200);
    const answer = thirdPartyCompleteAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ user: { username: 'chidi_obi', is_vendor: false }, new_user: true, message: MESSAGES.thirdPartyNewUser });

    const refused = await app.inject({ method: 'POST', url: '/api/auth/google/complete/', payload: { state: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(thirdPartyErrorAnswerSchema.parse(refused.json())).toEqual({ error: 'no_code', message: CALLBACK_ERRORS.no_code });
  });

  describe('each failure ends at the callback screen with its code', () => {
    it('access_denied: the user refused consent', async () => {
      provider.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
      });
      expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'access_denied' });
      expect(await t().stores.accounts.count()).toBe(0);
    });

    it('no_code: the provider sent no code', async () => {
      provider.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => url.searchParams.delete('code'));
      expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'no_code' });
    });

    it('authentication_failed: a state that is not this browser’s, a missing or expired flow', async () => {
      provider.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => url.searchParams.set('state', 'forged-state'));
      expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'authentication_failed' });

      const withoutCookie = new Browser(t().app);
      const returned = await withoutCookie.authorize(await withoutCookie.start());
      withoutCookie.cookie = '';
      expect(outcome(await withoutCookie.callback(returned))).toEqual({ error: 'authentication_failed' });

      const forged = new Browser(t().app);
      const forgedReturn = await forged.authorize(await forged.start());
      forged.cookie = forged.cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      expect(outcome(await forged.callback(forgedReturn))).toEqual({ error: 'authentication_failed' });

      const slow = new Browser(t().app);
      const slowReturn = await slow.authorize(await slow.start());
      t().clock.advance(DURATIONS.thirdPartySignInWindow + 1000);
      expect(outcome(await slow.callback(slowReturn))).toEqual({ error: 'authentication_failed' });
      expect(await t().stores.accounts.count()).toBe(0);
    });

    it('token_exchange_failed: the provider refuses the code', async () => {
      provider.service.once('beforeResponse', (response: MutableResponse) => {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant' };
      });
      expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'token_exchange_failed' });
    });

    it('invalid_token: an ID token with a forged signature, another audience or another nonce', async () => {
      provider.service.once('beforeResponse', (response: MutableResponse) => {
        if (typeof response.body === 'object' && typeof response.body.id_token === 'string') {
          const [header, payload] = response.body.id_token.split('.');
          response.body.id_token = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
        }
      });
      expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'invalid_token' });

      setClaims({ ...chidi, aud: 'another-client' } as Claims);
      expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'invalid_token' });

      setClaims({ ...chidi, nonce: 'replayed-nonce' } as Claims);
      expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'invalid_token' });
      expect(await t().stores.accounts.count()).toBe(0);
    });

    it('email_not_verified: the provider has not verified the address (or sent none)', async () => {
      setClaims({ ...chidi, email_verified: false });
      expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'email_not_verified' });
      setClaims({ sub: 'google-1002' });
      expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'email_not_verified' });
      expect(await t().stores.accounts.count()).toBe(0);
    });

    it('authentication_failed at the start, and token_exchange_failed on the way back, while the provider is down', async () => {
      const down = await buildTestApp(t().db, { configure: withGoogle('http://127.0.0.1:9') });
      try {
        const start = await get(down.app, '/api/auth/google/');
        expect(start.statusCode).toBe(302);
        expect(start.headers.location).toBe('/auth/callback?error=authentication_failed');
      } finally {
        await down.app.close();
      }

      // Up for the start, gone by the time the browser comes back.
      const fleeting = await startProvider();
      const app = await buildTestApp(t().db, { configure: withGoogle(fleeting.provider.issuer.url) });
      try {
        const browser = new Browser(app.app);
        const returned = await browser.authorize(await browser.start());
        await fleeting.provider.stop();
        expect(outcome(await browser.callback(returned))).toEqual({ error: 'token_exchange_failed' });
      } finally {
        await app.app.close();
      }
    });
  });
});

describe('third-party sign-in while not configured', () => {
  const t = useTestApp();

  it('sends every step back with not_configured, and the JSON call answers 404 with its text', async () => {
    for (const url of ['/api/auth/google/', '/api/auth/google/callback?code=abc&state=def', '/api/auth/github/']) {
      const response = await get(t().app, url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/auth/callback?error=not_configured');
    }
    const complete = await post(t().app, '/api/auth/google/complete/', { code: 'abc', state: 'def' });
    expect(complete.statusCode).toBe(404);
    expect(complete.json()).toEqual({ error: 'not_configured', message: MESSAGES.thirdPartyNotConfigured });
  });
});

describe('third-party sign-in configuration', () => {
  const google = { OIDC_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', OIDC_GOOGLE_CLIENT_SECRET: 'secret' };

  it('is off without a client id and secret, and uses Google as the issuer by default', () => {
    expect(loadConfig({}).googleSignIn).toBeUndefined();
    expect(loadConfig(google).googleSignIn).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'secret',
    });
  });

  it('refuses half a client, and a plain-http issuer that is not this machine', () => {
    expect(() => loadConfig({ OIDC_GOOGLE_CLIENT_ID: 'id' })).toThrow(/set both, or neither/);
    expect(() => loadConfig({ ...google, OIDC_GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(/OIDC_GOOGLE_ISSUER/);
    expect(loadConfig({ ...google, OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:8080' }).googleSignIn?.issuer).toBe('http://127.0.0.1:8080');
  });
});
