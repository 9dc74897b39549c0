import { type APIRequestContext, type Locator, type TestInfo } from '@playwright/test';
import { expect, test } from './support/traced';
import { newListing, publishedListing, removesListingsAfterEach, type Listing } from './models/listings';
import { MarketplacePage } from './models/MarketplacePage';
import { sessionToken, signInContext, vendorAccount, type Vendor } from './models/vendors';
import { listingPhotos } from './support/photos';
import { colourShare, rgbOf } from './support/pixels';
import { colorSchemes, screenshot } from './support/screenshots';

type Box = { x: number; y: number; width: number; height: number };
type Published = ReturnType<typeof removesListingsAfterEach>;

/** Two listings with photos by one vendor; the second is the newest, the feed's first card. */
async function twoListings(request: APIRequestContext, testInfo: TestInfo, published: Published) {
  const vendor = await vendorAccount(request);
  const token = await sessionToken(request, vendor);
  const photos = await listingPhotos(testInfo.outputPath('photos'));
  // Another category and price than the other specs' listings, whose filters must find only their own.
  const older = newListing({ category: 'Home & Garden', categoryId: 3, title: `Clay water pot ${Date.now()}`, price: 12_000 });
  const newest = newListing({ category: 'Home & Garden', categoryId: 3, title: `Woven raffia basket ${Date.now()}`, price: 18_500 });
  for (const listing of [older, newest]) {
    published.push({ owner: vendor, postId: await publishedListing(request, token, listing, photos) });
  }
  return { vendor, older, newest };
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not drawn');
  return box;
}

/** Nothing is drawn over the element's middle (a fixed bar, an overlay): a person sees it. */
async function expectUncovered(locator: Locator): Promise<void> {
  const uncovered = await locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const topmost = document.elementFromPoint(left + width / 2, top + height / 2);
    return topmost !== null && element.contains(topmost);
  });
  expect(uncovered).toBe(true);
}

async function expectPhotoLoaded(photo: Locator): Promise<void> {
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

/** The photo covers its frame: cropped (object-fit cover) with no bars of the frame's backdrop showing. */
async function expectPhotoFillsFrame(feed: MarketplacePage, listing: Listing): Promise<void> {
  const photo = feed.firstPhoto(listing);
  await expectPhotoLoaded(photo);
  await expect(photo).toHaveCSS('object-fit', 'cover');
  const [frame, drawn] = [await boxOf(feed.photoFrame(listing)), await boxOf(photo)];
  expect(drawn.width).toBeCloseTo(frame.width, 0);
  expect(drawn.height).toBeCloseTo(frame.height, 0);
  const backdrop = rgbOf(await feed.photoFrame(listing).evaluate((element) => getComputedStyle(element).backgroundColor));
  expect(await colourShare(await photo.screenshot(), backdrop)).toBeLessThan(0.01);
}

async function expectCardsSideBySide(first: Box, second: Box, viewportWidth: number): Promise<void> {
  expect(second.y).toBeCloseTo(first.y, 0);
  expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
  expect(second.x + second.width).toBeLessThanOrEqual(viewportWidth);
}

test.describe('the feed on a phone of 360x640', () => {
  test.use({ viewport: { width: 360, height: 640 } });
  const published = removesListingsAfterEach();

  test("shows the first post's title and price without scrolling, two compact cards a row, photos filling square frames", async ({
    page,
    request,
  }, testInfo) => {
    const { vendor, older, newest } = await twoListings(request, testInfo, published);
    const feed = new MarketplacePage(page);
    await feed.open();
    await expect(feed.posts.first()).toHaveAccessibleName(newest.title);
    await feed.expectCompactPost(newest, `${vendor.city}, ${vendor.state}`);
    await expect(feed.compactCardsToggle).toHaveAttribute('aria-pressed', 'true');

    const card = feed.post(newest);
    const title = card.getByRole('heading', { name: newest.title });
    const price = card.locator('[data-scope="feed-card"][data-part="price"]');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(title).toBeInViewport({ ratio: 1 });
    await expect(price).toBeInViewport({ ratio: 1 });
    await expectUncovered(title);
    await expectUncovered(price);

    await expectCardsSideBySide(await boxOf(card), await boxOf(feed.post(older)), 360);
    const frame = await boxOf(feed.photoFrame(newest));
    expect(frame.height).toBeCloseTo(frame.width, 0);
    await expectPhotoFillsFrame(feed, newest);

    // The phone fetches the 400 px width; the first photo at once and first, the next card's when near.
    await expect.poll(() => feed.firstPhoto(newest).evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-400\.webp$/);
    await expect(feed.firstPhoto(newest)).toHaveAttribute('fetchpriority', 'high');
    await expect(feed.firstPhoto(newest)).toHaveAttribute('loading', 'eager');
    await expect(feed.firstPhoto(older)).toHaveAttribute('loading', 'lazy');

    // A phone's ad box, not the 728 x 90 leaderboard.
    const topAd = page.getByRole('complementary', { name: 'Advertisement, top' });
    await expect(topAd).toHaveAttribute('data-size', 'mobile');
    expect(await boxOf(topAd)).toMatchObject({ width: 320, height: 50 });
  });

  test('signed in, the first post\'s title and price show between the create-post bar and the tab bar', async ({ page, request, baseURL }, testInfo) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const { vendor, newest } = await twoListings(request, testInfo, published);
    await signInContext(page.context(), baseURL, vendor);
    const feed = new MarketplacePage(page);
    await feed.open();
    await expect(feed.createPostBar).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    const card = feed.post(newest);
    for (const part of [card.getByRole('heading', { name: newest.title }), card.locator('[data-scope="feed-card"][data-part="price"]')]) {
      await expect(part).toBeInViewport({ ratio: 1 });
      await expectUncovered(part);
    }
  });

  test('Compact cards switches to full cards, one a row with 4:3 photos, and the phone keeps them after a reload', async ({ page, request }, testInfo) => {
    const { vendor, older, newest } = await twoListings(request, testInfo, published);
    const feed = new MarketplacePage(page);
    await feed.open();
    await feed.compactCardsToggle.click();
    await expect(feed.compactCardsToggle).toHaveAttribute('aria-pressed', 'false');
    await expectFullCardsOneARow(feed, vendor, newest, older);

    await page.reload();
    await expect(feed.compactCardsToggle).toHaveAttribute('aria-pressed', 'false');
    await expectFullCardsOneARow(feed, vendor, newest, older);

    await feed.compactCardsToggle.click();
    await page.reload();
    await expect(feed.compactCardsToggle).toHaveAttribute('aria-pressed', 'true');
    await expectCardsSideBySide(await boxOf(feed.post(newest)), await boxOf(feed.post(older)), 360);
  });
});

async function expectFullCardsOneARow(feed: MarketplacePage, vendor: Vendor, newest: Listing, older: Listing): Promise<void> {
  await feed.expectPost(newest, vendor.marketname);
  const [first, second] = [await boxOf(feed.post(newest)), await boxOf(feed.post(older))];
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  const frame = await boxOf(feed.photoFrame(newest));
  expect(frame.height).toBeCloseTo((frame.width * 3) / 4, 0);
  await expectPhotoFillsFrame(feed, newest);
}

const screens = [
  { width: 360, height: 640, topAd: 'mobile' },
  { width: 390, height: 844, topAd: 'mobile' },
  { width: 1280, height: 800, topAd: 'leaderboard' },
] as const;

test.describe('the feed on three screens', () => {
  const published = removesListingsAfterEach();

  test('leads with an ad box of its screen, in test-results/screenshots/ in both colour schemes', async ({ page, request }, testInfo) => {
    const { newest } = await twoListings(request, testInfo, published);
    const feed = new MarketplacePage(page);
    for (const scheme of colorSchemes) {
      for (const { width, height, topAd } of screens) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height });
        await feed.open();
        await expectPhotoLoaded(feed.firstPhoto(newest));
        await expect(page.getByRole('complementary', { name: 'Advertisement, top' })).toHaveAttribute('data-size', topAd);
        await screenshot(page, scheme, 'feed');
      }
    }
  });
});

