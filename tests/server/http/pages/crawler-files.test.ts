import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { builtApp } from '../../support/built-app';
import { newPost, newVendor } from '../../support/factories';
import { get, newUser, useTestApp } from '../../support/helpers';

const distDir = builtApp();
const SITE = 'https://market.example.com';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
const lastmodOf = (xml: string, loc: string) => new RegExp(`<loc>${loc}</loc><lastmod>([^<]*)</lastmod>`).exec(xml)?.[1];

describe('files for crawlers', () => {
  const t = useTestApp({ env: { PUBLIC_URL: SITE }, configure: (config) => ({ ...config, distDir }) });

  it('robots.txt lets every crawler in and points to the sitemap', async () => {
    const response = await get(t().app, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sitemap.xml lists the marketplace, the stores that changed last first, then the posts newest first', async () => {
    const ada = await newVendor(t().stores, { username: 'ada' });
    t().clock.advance(60_000);
    const bola = await newVendor(t().stores, { username: 'bola' });
    t().clock.advance(60_000);
    const first = await newPost(t().stores, ada);
    t().clock.advance(60_000);
    const second = await newPost(t().stores, bola);
    t().clock.advance(60_000);
    const third = await newPost(t().stores, ada);
    // Buyers have no store to list.
    await newUser(t().stores, { username: 'buyer' });

    const response = await get(t().app, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(locs(xml)).toEqual([`${SITE}/`, `${SITE}/profile/ada`, `${SITE}/profile/bola`, `${SITE}/post/${third}`, `${SITE}/post/${second}`, `${SITE}/post/${first}`]);
    const posted = async (id: number) => {
      const card = await t().stores.posts.card(id, null);
      return card && (JSON.parse(card.json) as { created_at: string }).created_at;
    };
    expect(lastmodOf(xml, `${SITE}/post/${first}`)).toBe(await posted(first));
    expect(lastmodOf(xml, `${SITE}/profile/ada`)).toBe(await posted(third));
    expect(lastmodOf(xml, `${SITE}/profile/bola`)).toBe(await posted(second));
  });

  it('sitemap.xml is built at most every 10 minutes and sent compressed when the crawler takes it', async () => {
    const vendor = await newVendor(t().stores);
    await newPost(t().stores, vendor);
    const before = locs((await get(t().app, '/sitemap.xml')).body);
    const later = await newPost(t().stores, vendor);
    expect(locs((await get(t().app, '/sitemap.xml')).body)).toEqual(before);
    t().clock.advance(10 * 60_000);
    const compressed = await t().app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(locs(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toContain(`${SITE}/post/${later}`);
  });

  it('the sitemap store reads at most as many rows as asked, newest first', async () => {
    const vendor = await newVendor(t().stores);
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push(await newPost(t().stores, vendor));
    expect((await t().stores.sitemap.newestPosts(2)).map((row) => row.id)).toEqual([ids[2], ids[1]]);
    expect(await t().stores.sitemap.newestPosts(0)).toEqual([]);
    expect(await t().stores.sitemap.newestStores(0)).toEqual([]);
  });

  it('/favicon.ico is the brand mark as a real icon at 16, 32 and 48 px', async () => {
    const response = await get(t().app, '/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const ico = response.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const entries = [0, 1, 2].map((index) => {
      const at = 6 + 16 * index;
      return { size: ico.readUInt8(at), bytes: ico.readUInt32LE(at + 8), offset: ico.readUInt32LE(at + 12) };
    });
    expect(entries.map((entry) => entry.size)).toEqual([16, 32, 48]);
    for (const { bytes, offset } of entries) {
      expect(ico.subarray(offset, offset + 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(offset + bytes).toBeLessThanOrEqual(ico.length);
    }
  });
});

describe('/favicon.ico of a build that has one', () => {
  const ownIconDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-dist-'));
  fs.writeFileSync(path.join(ownIconDir, 'index.html'), '<!doctype html><title>Naija Market</title><div id="root"></div>');
  fs.writeFileSync(path.join(ownIconDir, 'favicon.ico'), Buffer.from('built icon'));
  afterAll(() => fs.rmSync(ownIconDir, { recursive: true, force: true }));
  const t = useTestApp({ configure: (config) => ({ ...config, distDir: ownIconDir }) });

  it('is that file', async () => {
    const response = await get(t().app, '/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('built icon');
  });
});
