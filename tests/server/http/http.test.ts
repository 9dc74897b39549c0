import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import { get, json, post, useTestApp } from '../support/helpers';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Naija Market</title><div id="root"></div>');
fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app");');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

/**
 * Permissions-Policy features Chrome knows on every platform, desktop and Android (Chromium's
 * permissions_policy_features.json5 and the runtime features they depend on): any other name is a console
 * error on every page of a browser that lacks it, as 'web-share' is on Linux and 'hid' on Android.
 */
const FEATURES_EVERY_CHROME_KNOWS = [
  'accelerometer',
  'camera',
  'clipboard-write',
  'display-capture',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://market.example.com' } });
  const viaProxy = (proto: string) =>
    t().app.inject({ method: 'GET', url: '/api/users/online', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-proto': proto } });

  it('sends HSTS when the proxy says the request came over https, and never over http', async () => {
    expect((await viaProxy('https')).headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect((await viaProxy('http')).headers['strict-transport-security']).toBeUndefined();
  });

  it("allows sockets to the public URL's own host only", async () => {
    const csp = String((await viaProxy('https')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' wss://market.example.com;");
  });
});

describe('HTTP surface with a built SPA', () => {
  const t = useTestApp({ configure: (config) => ({ ...config, distDir }) });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await get(t().app, '/api/users/online/');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "connect-src 'self' ws://market.test;",
      "img-src 'self' data: blob:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Sockets to any other host are refused: no bare ws: or wss: scheme.
    expect(csp).not.toMatch(/connect-src[^;]*\swss?:(\s|;|$)/);
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'payment=()', 'usb=()', 'geolocation=(self)']) {
      expect(permissions).toContain(feature);
    }
    const named = permissions.split(',').map((directive) => directive.trim().split('=')[0]);
    expect(named.filter((feature) => !FEATURES_EVERY_CHROME_KNOWS.includes(feature ?? ''))).toEqual([]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('believes no X-Forwarded-Proto without a trusted proxy, so a client cannot ask for HSTS over http', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/users/online', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API paths, media and socket paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api/posts/nope/', '/media/missing.jpg', '/ws/chat/abc/']) {
      const response = await get(t().app, url);
      expect(response.statusCode, url).toBe(404);
      expect(json(response), url).toEqual({ message: MESSAGES.notFound });
    }
    const wrongMethod = await post(t().app, '/api/fetchcurruserdetails', {});
    expect(wrongMethod.statusCode).toBe(404);
    expect(json(wrongMethod)).toEqual({ message: MESSAGES.notFound });
  });

  it('serves the SPA for app routes (history fallback) and built files as they are', async () => {
    for (const url of ['/', '/login', '/activate?username=x', '/settings/profile/', '/resetpassword?token=abc']) {
      const response = await get(t().app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root">');
    }
    expect((await get(t().app, '/login')).headers['cache-control']).toBe('no-cache');
    const missingAsset = await get(t().app, '/assets/app-old.js');
    expect(missingAsset.statusCode).toBe(404);
    const asset = await get(t().app, '/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('ignores trailing slashes and never caches API answers', async () => {
    const withSlash = await post(t().app, '/api/login/', { username: 'nobody', password: 'Whatever1' });
    expect(withSlash.statusCode).toBe(400);
    expect(json(withSlash)).toEqual({ message: MESSAGES.invalidCredentials });
    expect(withSlash.headers['cache-control']).toBe('no-store');
  });

  it('serves media files from DATA_DIR/media under /media', async () => {
    const folder = path.join(t().config.mediaDir, 'uploads');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'photo.txt'), 'media body');
    const response = await get(t().app, '/media/uploads/photo.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('media body');
  });

  it('hides the details of a server error', async () => {
    t().app.get('/api/test-failure', async () => {
      throw new Error('secret database detail');
    });
    const response = await get(t().app, '/api/test-failure');
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ message: MESSAGES.serverError });
  });

  it('gives a slow or unfinished request a deadline instead of holding the connection forever', () => {
    expect(t().app.server.requestTimeout).toBeGreaterThan(0);
    expect(t().app.server.requestTimeout).toBeLessThanOrEqual(60_000);
  });

  it('refuses an oversize body with 413 and the spec shape', async () => {
    const response = await post(t().app, '/api/login', { username: 'x', password: 'y'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: MESSAGES.requestTooLarge });
  });
});

describe('HTTP surface without a built SPA', () => {
  const t = useTestApp({ configure: (config) => ({ ...config, distDir: path.join(distDir, 'missing') }) });

  it('says to build the app for page requests, and the API still works', async () => {
    const page = await get(t().app, '/login');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await get(t().app, '/api/users/online')).statusCode).toBe(200);
  });
});

describe('third-party sign-in without a configured provider', () => {
  const t = useTestApp();

  it('sends the browser back to the callback screen, which explains it is not configured', async () => {
    const response = await get(t().app, '/api/auth/google/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/callback?error=not_configured');
  });
});
