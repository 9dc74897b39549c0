import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newListing, publishedListing, removedListing } from './models/listings';
import { MarketplacePage } from './models/MarketplacePage';
import { PostPopup } from './models/PostPopup';
import { sessionToken, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

const screens = ['/login', '/register', '/resetpassword', '/activate?username=x'];
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

test.describe('accounts screens', () => {
  for (const path of screens) {
    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }

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

/** The serious and critical WCAG 2.1 A/AA violations on the page, one line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('marketplace screens', () => {
  test('/ (signed out, with a post) and its share link /post/{id} have no serious or critical accessibility violation', async ({
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

    try {
      await page.goto('/');
      await new MarketplacePage(page).expectPost(listing, vendor.marketname);
      expect.soft(await blockingViolations(page), '/').toEqual([]);

      await page.goto(`/post/${postId}`);
      await new PostPopup(page, listing).expectListing(vendor.marketname);
      expect.soft(await blockingViolations(page), `/post/${postId}`).toEqual([]);
    } finally {
      // The server is shared by the specs that follow: their feeds start empty again.
      await removedListing(request, vendor, postId);
    }
  });
});
