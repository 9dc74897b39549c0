import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { expectSoldRibbon, ListingOwner } from './models/ListingOwner';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { Mailbox } from './models/Mailbox';
import { MarketplacePage } from './models/MarketplacePage';
import { PostPopup } from './models/PostPopup';
import { sessionToken, signInContext, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

test.describe('the seller’s listing life', () => {
  const published = removesListingsAfterEach();

  test('edit a post and mark it sold: the buyer finds it only under Show sold, with a Sold ribbon and no new chat', async ({ page, browser, request, baseURL, viewport }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const buyer = await activatedAccount(request, mailbox);
    const listing = newListing({ category: 'Toys & Games', categoryId: 14, price: 12_500 });
    const photos = await listingPhotos(testInfo.outputPath('photos'));
    const postId = await publishedListing(request, await sessionToken(request, vendor), listing, photos.slice(0, 1));
    published.push({ owner: vendor, postId });
    const owner = new ListingOwner(page);
    let edited = listing;

    await test.step('the owner edits the title and the price, and marks the post sold', async () => {
      await signInContext(page.context(), baseURL, vendor);
      await page.goto(`/post/${postId}`);
      const popup = new PostPopup(page, listing);
      await expect(popup.dialog).toBeVisible();
      const after = await owner.edit(popup, listing, { title: `${listing.title} (set of 2)`, price: 21_000 });
      edited = after.listing;
      await owner.markSold(after.popup);
    });

    await test.step('a buyer does not see it in the feed, finds it with Show sold, and cannot start a chat from it', async () => {
      const context = await browser.newContext({ baseURL, viewport });
      const buyerPage = await context.newPage();
      await signInContext(context, baseURL, buyer);
      const market = new MarketplacePage(buyerPage);
      await market.open();
      await market.expectFeedLoaded();
      await expect(market.post(edited)).toHaveCount(0);

      await market.openFilters();
      const form = market.filterPanel.getByRole('form', { name: 'Filters' });
      await form.getByLabel('Show sold', { exact: true }).check();
      await form.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(market.post(edited)).toBeVisible();
      await expectSoldRibbon(market.post(edited));

      const popup = await market.openPost(edited);
      await expectSoldRibbon(popup.dialog);
      const message = popup.dialog.getByRole('button', { name: 'Message Seller' });
      await expect(message).toBeDisabled();
      await expect(popup.dialog.getByText('This item has been sold, so the seller is not taking new chats about it.')).toBeVisible();
      await context.close();
    });
  });
});
