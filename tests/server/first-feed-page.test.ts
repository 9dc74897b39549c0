import { describe, expect, it } from 'vitest';
import { FIRST_FEED_PAGE_ELEMENT_ID, type FeedAnswer } from '../../src/contract';
import { BUILT_INDEX_HTML, builtApp } from './built-app';
import { newPost, newVendor } from './factories';
import { get, useTestApp } from './helpers';

const distDir = builtApp();
const DATA_BLOCK = new RegExp(`<script type="application/json" id="${FIRST_FEED_PAGE_ELEMENT_ID}">([^<]*)</script>`);

/** The feed page the app's page carries, or undefined when it carries none. */
function embeddedPage(html: string): FeedAnswer | undefined {
  const json = DATA_BLOCK.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as FeedAnswer);
}

describe("the app's page for / and the feed's first page", () => {
  const t = useTestApp({ configure: (config) => ({ ...config, distDir }) });

  it("carries a visitor's first feed page, as GET /api/ answers it, at the end of the body", async () => {
    const vendor = await newVendor(t().stores);
    for (const title of ['Ankara fabric', 'Palm oil, 25 litres', 'Okada repairs']) await newPost(t().stores, vendor, { title });
    const response = await get(t().app, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const api = await get(t().app, '/api/?page=1&per_page=10&paginate=true&refresh=1764000000000');
    expect(embeddedPage(response.body)).toEqual(api.json());
    expect(embeddedPage(response.body)?.results.map((post) => post.title)).toEqual(['Okada repairs', 'Palm oil, 25 litres', 'Ankara fabric']);
    expect(response.body.indexOf(FIRST_FEED_PAGE_ELEMENT_ID)).toBeGreaterThan(response.body.indexOf('<div id="root">'));
  });

  it('keeps a post whose text closes the script element inside it, as data', async () => {
    const vendor = await newVendor(t().stores);
    const title = '</script><script>alert("$&")</script>';
    await newPost(t().stores, vendor, { title });
    const html = (await get(t().app, '/')).body;
    expect(html).not.toContain('<script>alert');
    expect(embeddedPage(html)?.results[0]?.title).toBe(title);
  });

  it('shows a new post on the next visit', async () => {
    const vendor = await newVendor(t().stores);
    await newPost(t().stores, vendor, { title: 'First' });
    expect(embeddedPage((await get(t().app, '/')).body)?.results).toHaveLength(1);
    await t().app.inject({ method: 'GET', url: '/api/?page=1&per_page=10&paginate=true' });
    await newPost(t().stores, vendor, { title: 'Second' });
    t().clock.advance(1000);
    expect(embeddedPage((await get(t().app, '/')).body)?.results.map((post) => post.title)).toEqual(['Second', 'First']);
  });

  it('is the plain app for a signed-in viewer, whose feed is their own', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/', headers: { cookie: 'theme=dark; loginToken=a-session' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BUILT_INDEX_HTML);
  });
});
