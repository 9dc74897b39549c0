import type { MutableRedirectUri, MutableResponse } from 'oauth2-mock-server';
import { describe, expect, it } from 'vitest';
import { DURATIONS } from '../../../src/contract';
import { buildTestApp, get } from '../support/helpers';
import { Browser, chidi, outcome, startProvider, useLocalProvider, withGoogle, type Claims } from './oidc-fixtures';

describe('each failure of a third-party sign-in ends at the callback screen with its code', () => {
  const { t, provider, setClaims } = useLocalProvider();

  it('access_denied: the user refused consent', async () => {
    provider().service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'access_denied' });
    expect(await t().stores.accounts.count()).toBe(0);
  });

  it('no_code: the provider sent no code', async () => {
    provider().service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => url.searchParams.delete('code'));
    expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'no_code' });
  });

  it('authentication_failed: a state that is not this browser’s, a missing or expired flow', async () => {
    provider().service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => url.searchParams.set('state', 'forged-state'));
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
    provider().service.once('beforeResponse', (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect(outcome(await new Browser(t().app).signIn())).toEqual({ error: 'token_exchange_failed' });
  });

  it('invalid_token: an ID token with a forged signature, another audience or another nonce', async () => {
    provider().service.once('beforeResponse', (response: MutableResponse) => {
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
