import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../../server/http/pages/encoded-text';
import { BUILT_INDEX_HTML, BUILT_SCRIPT, builtApp } from '../support/built-app';
import { useTestApp } from '../support/helpers';
import { connect, socketRoot, tokenUser } from '../support/realtime-clients';

const distDir = builtApp();
const YEAR = 'public, max-age=31536000, immutable';

/** The body as the client reads it once it undoes the answer's Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

const ACCEPTS = [
  { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
  { acceptEncoding: 'gzip, deflate', encoding: 'gzip' },
  { acceptEncoding: '', encoding: undefined },
] as const;

describe('Accept-Encoding', () => {
  it('picks brotli, then gzip, by the weights the client gives, and nothing it refuses', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('BR, GZIP')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('gzip;q=0, *;q=0.1')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('compressed answers', () => {
  const t = useTestApp({ configure: (config) => ({ ...config, distDir }) });
  const fetch = (url: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it("sends a built file as the build's brotli or gzip copy the request takes, with its length, Vary and a year's caching", async () => {
    for (const { acceptEncoding, encoding } of ACCEPTS) {
      const response = await fetch('/assets/app-abc123.js', acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers['content-type'], acceptEncoding).toContain('javascript');
      expect(response.headers.vary, acceptEncoding).toContain('accept-encoding');
      expect(Number(response.headers['content-length']), acceptEncoding).toBe(response.rawPayload.length);
      expect(response.headers['cache-control'], acceptEncoding).toBe(YEAR);
      expect(decoded(response), acceptEncoding).toBe(BUILT_SCRIPT);
    }
    expect((await fetch('/assets/app-abc123.js', 'br')).rawPayload.length).toBe(fs.statSync(path.join(distDir, 'assets', 'app-abc123.js.br')).size);
  });

  it('sends index.html at / (to a signed-in viewer: a visitor gets the first feed page in it) compressed, revalidated on every visit', async () => {
    for (const { acceptEncoding, encoding } of ACCEPTS) {
      const response = await fetch('/', acceptEncoding, { cookie: 'loginToken=a-session' });
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers['cache-control'], acceptEncoding).toBe('no-cache');
      expect(decoded(response), acceptEncoding).toBe(BUILT_INDEX_HTML);
    }
  });

  it("sends the app's other pages compressed as the request takes it, revalidated on every visit", async () => {
    for (const { acceptEncoding, encoding } of ACCEPTS) {
      const response = await fetch('/login', acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers.vary, acceptEncoding).toContain('accept-encoding');
      expect(Number(response.headers['content-length']), acceptEncoding).toBe(response.rawPayload.length);
      expect(response.headers['cache-control'], acceptEncoding).toBe('no-cache');
      expect(decoded(response), acceptEncoding).toBe(BUILT_INDEX_HTML);
    }
  });

  it('compresses an API answer above 1 KB on the fly, brotli first, and leaves a smaller one as it is', async () => {
    for (const { acceptEncoding, encoding } of ACCEPTS) {
      const response = await fetch('/api/openapi.json', acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      if (encoding) expect(response.headers.vary, acceptEncoding).toContain('accept-encoding');
      expect(JSON.parse(decoded(response)), acceptEncoding).toHaveProperty('openapi');
    }
    const small = await fetch('/api/users/online', 'gzip, deflate, br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeDefined();
  });

  it('sends media as stored, never re-encoded, cached for a year', async () => {
    const folder = path.join(t().config.mediaDir, 'posts', '2026', '03');
    fs.mkdirSync(folder, { recursive: true });
    // A picture type compression would take, were media not left out.
    const picture = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`;
    fs.writeFileSync(path.join(folder, 'abc-800.svg'), picture);
    const response = await fetch('/media/posts/2026/03/abc-800.svg', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(YEAR);
    expect(response.body).toBe(picture);
  });

  it('keeps socket upgrades out of compression: a socket asked for with Accept-Encoding opens and talks', async () => {
    const { token } = await tokenUser(t().stores);
    const socket = connect(`${await socketRoot(t().app)}/notifications/?token=${encodeURIComponent(token)}`, { 'accept-encoding': 'gzip, deflate, br' });
    socket.send({ type: 'ping' });
    await socket.next('pong');
    expect(socket.isOpen()).toBe(true);
    await socket.close();
  });
});
