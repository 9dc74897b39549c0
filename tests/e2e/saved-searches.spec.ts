import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { savedSearchAlertText } from '../../src/contract';
import { ListingSearch } from './models/ListingSearch';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { Mailbox } from './models/Mailbox';
import { NotificationsPage } from './models/NotificationsPage';
import { SaveSearch } from './models/SaveSearch';
import { sessionToken, signInContext, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

test.describe('saved searches', () => {
  const published = removesListingsAfterEach();

  test('a buyer saves a search, a vendor posts a match, and the buyer is alerted live and opens the search from the alert', async ({ page, request, baseURL }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const seller = await vendorAccount(request, mailbox);
    const buyer = await activatedAccount(request, mailbox);
    const listing = newListing();
    const word = listing.title.split(' ').at(-1) ?? '';
    const name = `necklaces ${word}`;
    const notifications = new NotificationsPage(page);
    const search = new ListingSearch(page);

    await test.step('the buyer searches and saves the search', async () => {
      await signInContext(page.context(), baseURL, buyer);
      const live = await notifications.liveConnection();
      await page.goto(`/?q=${word}`);
      await expect(search.input).toHaveValue(word);
      await new SaveSearch(page).save(name);
      await live.listening;
    });

    await test.step('a vendor posts a post the search finds', async () => {
      const postId = await publishedListing(request, await sessionToken(request, seller), listing, (await listingPhotos(testInfo.outputPath('photos'))).slice(0, 1));
      published.push({ owner: seller, postId });
    });

    const text = savedSearchAlertText(name, 1);
    await test.step('the buyer is alerted live, and the alert opens the search with the post', async () => {
      await expect(notifications.liveToast(text)).toBeVisible();
      await notifications.open();
      await notifications.openItem(text);
      await expect(page).toHaveURL(new RegExp(`/\\?q=${word}$`));
      await expect(search.input).toHaveValue(word);
      await expect(page.getByText(listing.title).first()).toBeVisible();
    });
  });
});
