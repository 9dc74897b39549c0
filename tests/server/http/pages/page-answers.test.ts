import { describe, expect, it, vi } from 'vitest';
import { answerKey, PAGE_ANSWERS_ELEMENT_ID } from '../../../../src/contract';
import { FEED_PHOTO_SIZES } from '../../../../src/contract/photoSizes';
import { BUILT_INDEX_HTML, builtApp } from '../../support/built-app';
import { newPost, newVendor } from '../../support/factories';
import { get, useTestApp } from '../../support/helpers';
import { captureLogs, LOG_LEVELS } from '../../support/log-capture';

const distDir = builtApp();
const DATA_BLOCK = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">([^<]*)</script>`);
const FIRST_FEED_PAGE = answerKey('/', { page: 1, per_page: 10, paginate: true });
const SIGNED_IN = { cookie: 'theme=dark; loginToken=a-session' };

/** The answers the page carries, by the key the client names them with; undefined when it carries none. */
function carried(html: string): Record<string, unknown> | undefined {
  const json = DATA_BLOCK.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

const titlesOf = (answer: unknown) => (answer as { results: Array<{ title: string }> }).results.map((post) => post.title);

describe('the answers a page carries for a visitor', () => {
  const t = useTestApp({ configure: (config) => ({ ...config, distDir }) });

  it("/ carries the feed's first page, as GET /api/ answers it, at the end of the body", async () => {
    const vendor = await newVendor(t().stores);
    for (const title of ['Ankara fabric', 'Palm oil, 25 litres', 'Okada repairs']) await newPost(t().stores, vendor, { title });
    const response = await get(t().app, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const api = await get(t().app, '/api/?page=1&per_page=10&paginate=true&refresh=1764000000000');
    expect(carried(response.body)).toEqual({ [FIRST_FEED_PAGE]: api.json() });
    expect(titlesOf(carried(response.body)?.[FIRST_FEED_PAGE])).toEqual(['Okada repairs', 'Palm oil, 25 litres', 'Ankara fabric']);
    expect(response.body.indexOf(PAGE_ANSWERS_ELEMENT_ID)).toBeGreaterThan(response.body.indexOf('<div id="root">'));
  });

  it("/ draws the feed's first four posts in the frame before any script: links to them with photo, title and price", async () => {
    const vendor = await newVendor(t().stores);
    const variant = (width: number) => ({ width, url: `/media/posts/2026/03/oil-${width}.webp` });
    const photo = { kind: 'image' as const, url: '/media/posts/2026/03/oil-1920.webp', width: 1920, height: 1440, variants: JSON.stringify([400, 800].map(variant)) };
    const first = await newPost(t().stores, vendor, { title: 'Palm oil, 25 litres', price: 38500, media: [photo] });
    for (const title of ['Ankara fabric', 'Okada repairs', 'Sewing machine', 'Rice <b>&</b> "beans"']) await newPost(t().stores, vendor, { title, price: 0 });
    const html = (await get(t().app, '/')).body;
    const frame = html.slice(html.indexOf('<!--boot-cards-->'), html.indexOf('<!--/boot-cards-->'));
    const cards = [...frame.matchAll(/<a class="boot-card boot-post" href="\/post\/(\d+)">(.*?)<\/a>/g)];
    expect(cards.map(([, id]) => Number(id))).toEqual([first + 4, first + 3, first + 2, first + 1]);
    expect(frame).toContain('<span class="boot-post__title">Rice &lt;b&gt;&amp;&lt;/b&gt; &quot;beans&quot;</span><span class="boot-post__price">FREE</span>');
    expect(frame).not.toContain('<b>');
    // The skeletons are gone; a post without a photo shows its title in the photo's place.
    expect(frame).not.toContain('<i></i>');
    expect(frame).toContain('<span class="boot-post__text">Okada repairs</span>');
  });

  it("/ draws its first photo as the app's compact card asks for it, eager, the next ones lazy", async () => {
    const vendor = await newVendor(t().stores);
    const variant = (width: number) => ({ width, url: `/media/posts/2026/03/oil-${width}.webp` });
    const photo = { kind: 'image' as const, url: '/media/posts/2026/03/oil-1920.webp', width: 1920, height: 1440, variants: JSON.stringify([400, 800].map(variant)) };
    for (const price of [1, 2, 3]) await newPost(t().stores, vendor, { title: `Palm oil ${price}`, price, media: [photo] });
    const html = (await get(t().app, '/')).body;
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images[0]).toBe(
      `<img src="/media/posts/2026/03/oil-1920.webp" srcset="/media/posts/2026/03/oil-400.webp 400w, /media/posts/2026/03/oil-800.webp 800w" sizes="${FEED_PHOTO_SIZES.compact}" alt="" fetchpriority="high" decoding="async">`,
    );
    expect(images.map((tag) => /loading="lazy"/.test(tag))).toEqual([false, false, true]);
    expect(html).toContain('<span class="boot-post__price">₦3</span>');
  });

  it("a post's page carries the post as GET /api/post/{id} answers it, beside its preview tags", async () => {
    const vendor = await newVendor(t().stores);
    const postId = await newPost(t().stores, vendor, { title: 'Hand-beaded coral necklace' });
    const response = await get(t().app, `/post/${postId}`);
    expect(response.body).toContain('<meta property="og:title" content="Hand-beaded coral necklace" />');
    expect(carried(response.body)).toEqual({ [`/post/${postId}`]: (await get(t().app, `/api/post/${postId}`)).json() });
  });

  it("a profile's page carries the profile as GET /api/fetchcurruserdetails?username= answers a visitor", async () => {
    const vendor = await newVendor(t().stores);
    await newPost(t().stores, vendor, { title: 'Hand-beaded coral necklace' });
    const response = await get(t().app, `/profile/${vendor.username}`);
    expect(response.body).toContain('og:title');
    const key = answerKey('/fetchcurruserdetails', { username: vendor.username });
    expect(carried(response.body)).toEqual({ [key]: (await get(t().app, `/api/fetchcurruserdetails?username=${vendor.username}`)).json() });
  });

  it('keeps a post whose text closes the script element inside it, as data', async () => {
    const vendor = await newVendor(t().stores);
    const title = '</script><script>alert("$&")</script>';
    const postId = await newPost(t().stores, vendor, { title });
    for (const url of ['/', `/post/${postId}`]) {
      const html = (await get(t().app, url)).body;
      expect(html, url).not.toContain('<script>alert');
      expect(JSON.stringify(carried(html)), url).toContain(JSON.stringify(title).slice(1, -1));
    }
  });

  it('/ shows a new post once the shared page has expired', async () => {
    const vendor = await newVendor(t().stores);
    await newPost(t().stores, vendor, { title: 'First' });
    expect(titlesOf(carried((await get(t().app, '/')).body)?.[FIRST_FEED_PAGE])).toEqual(['First']);
    await newPost(t().stores, vendor, { title: 'Second' });
    t().clock.advance(1000);
    expect(titlesOf(carried((await get(t().app, '/')).body)?.[FIRST_FEED_PAGE])).toEqual(['Second', 'First']);
  });

  it("carries nothing for a signed-in viewer, whose answers are their own", async () => {
    const vendor = await newVendor(t().stores);
    const postId = await newPost(t().stores, vendor);
    const home = await t().app.inject({ method: 'GET', url: '/', headers: SIGNED_IN });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(BUILT_INDEX_HTML);
    const post = await t().app.inject({ method: 'GET', url: `/post/${postId}`, headers: SIGNED_IN });
    expect(carried(post.body)).toBeUndefined();
    expect(post.body).toContain('og:title');
    const profile = await t().app.inject({ method: 'GET', url: `/profile/${vendor.username}`, headers: SIGNED_IN });
    expect(carried(profile.body)).toBeUndefined();
  });
});

describe('pages when the database cannot be read', () => {
  const logs = captureLogs('warn');
  const t = useTestApp({ configure: (config) => ({ ...config, distDir }), logger: logs.logger });

  it('answers the plain app, which loads the feed itself, and logs why', async () => {
    logs.clear();
    vi.spyOn(t().stores.feed, 'pageIds').mockRejectedValueOnce(new Error('database is locked'));
    const response = await get(t().app, '/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BUILT_INDEX_HTML);
    expect(carried(response.body)).toBeUndefined();
    expect(logs.lines().filter((line) => line.level >= LOG_LEVELS.warn).map((line) => line.msg)).toEqual(['the feed for / could not be read: the page goes without it']);
  });

  it("answers a shared post's or profile's page with the plain app and 503 when the database fails, so a preview retries later", async () => {
    const vendor = await newVendor(t().stores);
    const postId = await newPost(t().stores, vendor);
    logs.clear();
    vi.spyOn(t().stores.posts, 'card').mockRejectedValueOnce(new Error('database is locked'));
    vi.spyOn(t().stores.accounts, 'findByUsername').mockRejectedValueOnce(new Error('database is locked'));
    for (const url of [`/post/${postId}`, `/profile/${vendor.username}`]) {
      const response = await get(t().app, url);
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe(BUILT_INDEX_HTML);
    }
    expect(logs.lines().filter((line) => line.level >= LOG_LEVELS.warn).map((line) => line.msg)).toEqual([
      'a shared page could not be read: the page goes without its card',
      'a shared page could not be read: the page goes without its card',
    ]);
  });
});
