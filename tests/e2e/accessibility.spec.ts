import { resolve } from 'node:path';
import { expect, test } from './support/traced';
import { newListing, publishedListing, removedListing } from './models/listings';
import { MarketplacePage } from './models/MarketplacePage';
import { PostPopup } from './models/PostPopup';
import { sessionToken, vendorAccount } from './models/vendors';
import { violations } from './support/axe';
import { listingPhotos } from './support/photos';
import { colorSchemes, expectScheme, screenshot } from './support/screenshots';

const screens = ['/login', '/register', '/resetpassword', '/activate?username=x'];
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const colorScheme of colorSchemes) {
  test.describe(`accounts screens in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const path of screens) {
      test(`${path} has no accessibility violation (${colorScheme})`, async ({ page }) => {
        await page.goto(path);
        // The app's main shows while the screen's code is still on its way: the screen is drawn once its heading is.
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectScheme(page, colorScheme);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test.describe('accounts screens', () => {
  test('the strict Content-Security-Policy blocks nothing the app needs', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // An unknown page answers 404 by design, which Chrome reports as an error of the document itself.
      const notFoundStatus = message.location().url.endsWith('/no-such-page') && message.text().includes('status of 404');
      if (message.type() === 'error' && !notFoundStatus) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of [...screens, '/', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByRole('main')).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  for (const viewport of viewports) {
    test(`screenshots at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        const name = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '');
        await page.screenshot({
          path: resolve('test-results', 'screenshots', `${viewport.name}-${viewport.width}x${viewport.height}-${name}.png`),
          fullPage: true,
        });
      }
    });
  }
});

for (const colorScheme of colorSchemes) {
  test.describe(`marketplace screens in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test(`/ (signed out, with a post) and its share link /post/{id} have no accessibility violation (${colorScheme}), seen on a phone`, async ({
      page,
      request,
    }, testInfo) => {
      const vendor = await vendorAccount(request);
      // Another category and price than the marketplace spec's listing, whose filters must find only its own.
      const listing = newListing({
        category: 'Books & Media',
        categoryId: 6,
        title: `Igbo proverbs, illustrated ${Date.now()}`,
        price: 7_500,
        description: 'Forty Igbo proverbs with English translations and a painting for each.',
      });
      const photos = await listingPhotos(testInfo.outputPath('photos'));
      const postId = await publishedListing(request, await sessionToken(request, vendor), listing, photos);
      const feed = new MarketplacePage(page);
      const post = new PostPopup(page, listing);

      try {
        await page.goto('/');
        await feed.expectPost(listing, vendor.marketname);
        await expectScheme(page, colorScheme);
        expect.soft(await violations(page), '/').toEqual([]);

        await page.goto(`/post/${postId}`);
        await post.expectListing(vendor.marketname);
        expect.soft(await violations(page), `/post/${postId}`).toEqual([]);

        await page.setViewportSize({ width: 360, height: 640 });
        await page.goto('/');
        // A phone starts with compact cards: title, price and the seller's place.
        await feed.expectCompactPost(listing, `${vendor.city}, ${vendor.state}`);
        await screenshot(page, colorScheme, 'feed');
        expect.soft(await violations(page), '/ at 360x640').toEqual([]);
        await page.goto(`/post/${postId}`);
        await post.expectListing(vendor.marketname);
        await screenshot(page, colorScheme, 'post');
        expect.soft(await violations(page), `/post/${postId} at 360x640`).toEqual([]);
        for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
          await page.setViewportSize(size);
          await page.goto(`/post/${postId}`);
          await post.expectListing(vendor.marketname);
          await screenshot(page, colorScheme, 'post');
        }
      } finally {
        // The server is shared by the specs that follow: their feeds start empty again.
        await removedListing(request, vendor, postId);
      }
    });
  });
}
