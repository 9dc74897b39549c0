import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { ListingOwner } from './models/ListingOwner';
import { formatNaira } from '../../src/contract';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { Mailbox } from './models/Mailbox';
import { NotificationsPage } from './models/NotificationsPage';
import { PostPopup } from './models/PostPopup';
import { PriceWatch, priceDropText } from './models/PriceWatch';
import { sessionToken, signInContext, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

test.describe('price watches', () => {
  const published = removesListingsAfterEach();

  test('a buyer watches a post, its seller lowers the price, and the buyer is told live and in the notification centre', async ({ page, browser, request, baseURL, viewport }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const seller = await vendorAccount(request, mailbox);
    const buyer = await activatedAccount(request, mailbox);
    const listing = newListing({ price: 15_000 });
    const postId = await publishedListing(request, await sessionToken(request, seller), listing, (await listingPhotos(testInfo.outputPath('photos'))).slice(0, 1));
    published.push({ owner: seller, postId });
    const notifications = new NotificationsPage(page);
    const text = priceDropText(listing.title, formatNaira(12_000), formatNaira(15_000));

    await test.step('the buyer watches the post’s price', async () => {
      await signInContext(page.context(), baseURL, buyer);
      await page.goto(`/post/${postId}`);
      const popup = new PostPopup(page, listing);
      await expect(popup.dialog).toBeVisible();
      await new PriceWatch(popup.dialog).watch();
      // Then on to another page, its live notifications listening (the popup's modal hides the toasts from the test).
      const live = await notifications.liveConnection();
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await live.listening;
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
    });

    await test.step('the seller lowers the price in their own browser', async () => {
      const context = await browser.newContext({ baseURL, viewport });
      const sellerPage = await context.newPage();
      await signInContext(context, baseURL, seller);
      await sellerPage.goto(`/post/${postId}`);
      const popup = new PostPopup(sellerPage, listing);
      await expect(popup.dialog).toBeVisible();
      await expect(popup.dialog.getByRole('button', { name: 'Watch price' })).toHaveCount(0);
      await new ListingOwner(sellerPage).edit(popup, listing, { title: listing.title, price: 12_000 });
      await context.close();
    });

    await test.step('the buyer sees the price drop live, then in the notification centre', async () => {
      await expect(notifications.liveToast(text)).toBeVisible();
      await notifications.open();
      await expect(notifications.item(text)).toBeVisible();
    });
  });
});
