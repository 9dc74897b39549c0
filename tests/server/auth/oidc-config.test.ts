import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import { loadConfig } from '../../../server/config';
import { get, post, useTestApp } from '../support/helpers';

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
