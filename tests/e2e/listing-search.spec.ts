import { randomBytes } from 'node:crypto';
import { expect, test } from './support/traced';
import { ListingSearch } from './models/ListingSearch';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { Mailbox } from './models/Mailbox';
import { MarketplacePage } from './models/MarketplacePage';
import { sessionToken, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

test.describe('listing search', () => {
  const published = removesListingsAfterEach();

  test('a search with a typo finds Ankara, suggestions come while typing, and Sort by orders the results by price', async ({ page, request }, testInfo) => {
    test.slow();
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const token = await sessionToken(request, vendor);
    const photos = await listingPhotos(testInfo.outputPath('photos'));
    // A word of this run's own, so the shared server's other posts stay out of the results.
    const tag = `lot${randomBytes(3).toString('hex')}`;
    const wrapper = newListing({ title: `Ankara wrapper ${tag}`, category: 'Fashion & Clothing', categoryId: 2, price: 9_000 });
    const gown = newListing({ title: `Ankara gown ${tag}`, category: 'Fashion & Clothing', categoryId: 2, price: 30_000 });
    for (const listing of [wrapper, gown]) {
      published.push({ owner: vendor, postId: await publishedListing(request, token, listing, photos.slice(0, 1)) });
    }

    const market = new MarketplacePage(page);
    const search = new ListingSearch(page);
    await market.open();
    await market.expectFeedLoaded();

    await test.step('typing a typo suggests the Ankara titles; the search finds both posts', async () => {
      await search.type(`${tag} ankr`);
      await expect(search.suggestion(gown.title)).toBeVisible();
      await search.input.fill('');
      await search.type(`ankra ${tag}`);
      await search.submit();
      await expect(market.post(wrapper)).toBeVisible();
      await expect(market.post(gown)).toBeVisible();
      await expect(market.posts).toHaveCount(2);
      await expect(search.summary).toHaveText(`2 results for "ankra ${tag}" · Best match`);
    });

    await test.step('Sort by orders them by price, either way', async () => {
      await search.sortBy('Price: high to low');
      await expect(market.posts.first()).toHaveAccessibleName(gown.title);
      await search.sortBy('Price: low to high');
      await expect(market.posts.first()).toHaveAccessibleName(wrapper.title);
      await expect(market.posts).toHaveCount(2);
      await expect(search.summary).toHaveText(`2 results for "ankra ${tag}" · Price: low to high`);
    });

    await test.step('on a 360 px phone the box keeps the row and shows what was typed; the order is a 44 px button', async () => {
      await page.setViewportSize({ width: 360, height: 640 });
      const [input, sort] = await Promise.all([search.input.boundingBox(), search.sort.boundingBox()]);
      expect(input?.width).toBeGreaterThanOrEqual(150);
      expect(sort?.width).toBe(44);
      expect(Math.abs((input?.y ?? 0) - (sort?.y ?? 0))).toBeLessThan(4);
      await expect(search.input).toHaveValue(`ankra ${tag}`);
      await expect(search.summary).toBeVisible();
    });
  });
});
