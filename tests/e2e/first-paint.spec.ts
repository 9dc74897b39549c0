import { randomBytes } from 'node:crypto';
import { expect, test } from './support/traced';
import { newListing, publishedListing, removesListingsAfterEach, shownPrice } from './models/listings';
import { sessionToken, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

/** A visitor on a phone, on a slow connection: what shows before and without the scripts. */
test.describe('the first screen', () => {
  const published = removesListingsAfterEach();

  test('without JavaScript, / draws the top bar and the newest posts as links with their price, and asks for the marketplace screen with the entry; a post\'s page draws its photo, title and price, a profile\'s its name', async ({ browser, request }, testInfo) => {
    const vendor = await vendorAccount(request);
    const listing = newListing({ title: `Ofada rice, 25 kg ${randomBytes(3).toString('hex')}`, price: 33_500 });
    const postId = await publishedListing(request, await sessionToken(request, vendor), listing, await listingPhotos(testInfo.outputPath('photos')));
    published.push({ owner: vendor, postId });
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const frame = page.getByRole('status', { name: 'Loading Naija Market' });
    // A visitor's first page is shared for a second: the new post is in it by the next.
    await expect(async () => {
      await page.goto('/');
      await expect(frame.getByRole('link', { name: new RegExp(listing.title) })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const card = frame.getByRole('link', { name: new RegExp(listing.title) });
    await expect(card).toHaveAttribute('href', `/post/${postId}`);
    await expect(card.getByText(shownPrice(listing.price))).toBeVisible();
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await expect(page.getByText('Naija Market', { exact: true })).toBeVisible();
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/MarketplaceScreen-"]')).toHaveCount(1);
    await card.click();
    await expect(page).toHaveURL(`/post/${postId}`);
    // The shared post's page, still without scripts: its photo, title and price.
    await expect(frame.getByText(listing.title, { exact: true })).toBeVisible();
    await expect(frame.getByText(shownPrice(listing.price), { exact: true })).toBeVisible();
    await expect(frame.locator('img')).toHaveJSProperty('complete', true);
    // The seller's profile page, still without scripts: their store's name and username.
    await page.goto(`/profile/${vendor.username}`);
    await expect(frame.getByText(vendor.marketname, { exact: true })).toBeVisible();
    await expect(frame.getByText(`@${vendor.username}`, { exact: true })).toBeVisible();
    await context.close();
  });

  test("a visitor's / and a shared post's page show their post with no API request for it", async ({ browser, request }, testInfo) => {
    const vendor = await vendorAccount(request);
    const listing = newListing({ title: `Ofada rice, 50 kg ${randomBytes(3).toString('hex')}`, price: 61_000 });
    const postId = await publishedListing(request, await sessionToken(request, vendor), listing, await listingPhotos(testInfo.outputPath('photos')));
    published.push({ owner: vendor, postId });

    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname === '/api' || pathname === '/api/' || pathname === `/api/post/${postId}`) asked.push(sent.url());
    });
    await page.goto('/');
    const card = page.locator('[data-scope="feed-card"][data-part="root"]').filter({ hasText: listing.title });
    await expect(card.getByText(shownPrice(listing.price))).toBeVisible();
    await page.goto(`/post/${postId}`);
    await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
    expect(asked).toEqual([]);
    await context.close();
  });
});
