import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { HiddenPostsSettings } from './models/HiddenPostsSettings';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { Mailbox } from './models/Mailbox';
import { MarketplacePage } from './models/MarketplacePage';
import { Navbar } from './models/Navbar';
import { sessionToken, signedInAs, signInContext, vendorAccount } from './models/vendors';

/** What each signed-in viewer gets for themself on the marketplace: no filter they did not ask for, and their own hidden posts. */
test.describe('the marketplace for each signed-in viewer', () => {
  const published = removesListingsAfterEach();

  test('a fresh signed-in page has no active filter; the city is offered in one tap', async ({ page, request, baseURL }) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const buyer = await activatedAccount(request, new Mailbox());
    await signInContext(page.context(), baseURL, buyer);
    const market = new MarketplacePage(page);
    await market.open();
    await market.openFilters();
    await expect(market.myCityOffer(buyer.city)).toBeVisible();
    await expect(market.filterToggle).toHaveAccessibleName('Filters');
    await expect(market.activeFilterBanner).toHaveText('No filters applied');
    await expect(market.filterPanel.getByLabel('City', { exact: true })).toHaveValue('');

    await market.myCityOffer(buyer.city).click();
    await expect(page.getByText(/(with 1 filter\(s\) applied\.|matching 1 filter\(s\))/)).toBeVisible();
    await expect(market.filterPanel.getByLabel('City', { exact: true })).toHaveValue(buyer.city);
    await expect(market.activeFilterBanner).toHaveText('1 active filter');
    await expect(market.myCityOffer(buyer.city)).toHaveCount(0);
  });

  test('a hidden post leaves this account’s feed, is listed in settings and comes back on Unhide; another account on the same browser still sees it', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const ada = await activatedAccount(request, mailbox);
    const bayo = await activatedAccount(request, mailbox);
    const listing = newListing({ title: `Palm oil, 25 litres ${Date.now().toString(36)}`, price: 38_000 });
    const postId = await publishedListing(request, await sessionToken(request, vendor), listing, []);
    published.push({ owner: vendor, postId });

    const market = new MarketplacePage(page);
    const hiddenPosts = new HiddenPostsSettings(page);
    await test.step('Ada hides the post: it leaves her feed, and stays out after a reload', async () => {
      await signInContext(page.context(), baseURL, ada);
      await market.open();
      await expect(market.post(listing)).toBeVisible();
      await market.hidePost(listing);
      await page.reload();
      await market.expectFeedLoaded();
      await expect(market.post(listing)).toHaveCount(0);
    });

    await test.step('Settings → Marketplace lists it under Hidden Posts', async () => {
      await hiddenPosts.open();
      await expect(hiddenPosts.entry(listing)).toBeVisible();
    });

    await test.step('Ada logs out; Bayo signs in on the same browser and sees the post', async () => {
      await market.open();
      await new Navbar(page).logOut();
      await signInContext(page.context(), baseURL, bayo);
      await market.open();
      await expect(market.post(listing)).toBeVisible();
      await hiddenPosts.open();
      await expect(hiddenPosts.entry(listing)).toHaveCount(0);
      await expect(hiddenPosts.section).toContainText("You haven't hidden any posts.");
    });

    await test.step('back as Ada: still hidden for her; Unhide brings it back to her feed', async () => {
      await signedInAs(page, baseURL, ada);
      await market.open();
      await market.expectFeedLoaded();
      await expect(market.post(listing)).toHaveCount(0);
      await hiddenPosts.open();
      await hiddenPosts.unhide(listing);
      await market.open();
      await expect(market.post(listing)).toBeVisible();
    });
  });
});
