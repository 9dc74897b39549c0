import { randomBytes } from 'node:crypto';
import { expect, test } from './support/traced';
import { newListing, publishedListing, removesListingsAfterEach, shownPrice } from './models/listings';
import { sessionToken, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescaped = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The content of each <meta property|name=...> tag, as a crawler that runs no script reads the page. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key = '', content = ''] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) tags.set(key, unescaped(content));
  return tags;
}

/** The links WhatsApp and the social networks preview: the tags they read, and the status a browser sees. */
test.describe('shared links', () => {
  const published = removesListingsAfterEach();

  test("a post's link carries its title, price in naira, description, picture and address, written by the server", async ({ request, baseURL }, testInfo) => {
    const vendor = await vendorAccount(request);
    const listing = newListing({ title: `Coral & brass necklace "gift box" ${randomBytes(3).toString('hex')}`, price: 45_500 });
    const postId = await publishedListing(request, await sessionToken(request, vendor), listing, await listingPhotos(testInfo.outputPath('photos')));
    published.push({ owner: vendor, postId });

    const answer = await request.get(`/post/${postId}`, { headers: { 'user-agent': 'WhatsApp/2.24.1 A', accept: 'text/html' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/html');
    const html = await answer.text();
    const tags = metaTags(html);
    expect(unescaped(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${listing.title} | Naija Market`);
    expect(tags.get('og:title')).toBe(listing.title);
    expect(tags.get('og:type')).toBe('product');
    expect(tags.get('og:description')).toMatch(new RegExp(`^${shownPrice(listing.price).source} · Coral and brass beads strung by hand in Enugu`));
    expect(tags.get('og:url')).toBe(`${baseURL}/post/${postId}`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/post/${postId}" />`);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('product:price:currency')).toBe('NGN');
    // The first photo (800 px wide, so its largest variant) at an address a crawler can fetch.
    const image = tags.get('og:image') ?? '';
    expect(image.startsWith(`${baseURL}/media/`)).toBe(true);
    expect([tags.get('og:image:width'), tags.get('og:image:height')]).toEqual(['800', '600']);
    const picture = await request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
  });

  test('a post that does not exist answers 404, and the page says so', async ({ page }) => {
    const answer = await page.goto('/post/987654321');
    expect(answer?.status()).toBe(404);
    expect(await answer?.text()).not.toContain('og:title');
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText('The requested post could not be found.')).toBeVisible();
  });

  test("an unknown URL answers 404 with the app's not-found screen", async ({ page }) => {
    const answer = await page.goto('/no/such/page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Home' })).toBeVisible();
  });
});
