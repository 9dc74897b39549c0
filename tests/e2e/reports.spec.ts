import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { Mailbox } from './models/Mailbox';
import { MarketplacePage } from './models/MarketplacePage';
import { ReportForm } from './models/ReportForm';
import { sessionToken, signInContext, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

test.describe('reports', () => {
  const published = removesListingsAfterEach();

  test('a post reported by three accounts is hidden from the feed and its page', async ({ page, browser, request, baseURL, viewport }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const listing = newListing({ category: 'Books & Media', categoryId: 6, price: 7_300 });
    const photos = await listingPhotos(testInfo.outputPath('photos'));
    const postId = await publishedListing(request, await sessionToken(request, vendor), listing, photos.slice(0, 1));
    published.push({ owner: vendor, postId });

    for (const [index, reason] of (['Scam or fraud', 'Prohibited item', 'Other'] as const).entries()) {
      await test.step(`reporter ${index + 1} reports the post (${reason})`, async () => {
        const reporter = await activatedAccount(request, mailbox);
        const context = await browser.newContext({ baseURL, viewport });
        const reporterPage = await context.newPage();
        await signInContext(context, baseURL, reporter);
        const market = new MarketplacePage(reporterPage);
        await market.open();
        await market.expectFeedLoaded();
        const card = market.post(listing);
        await card.getByRole('button', { name: 'Post options' }).click();
        await card.getByRole('menuitem', { name: 'Report post' }).click();
        const form = new ReportForm(reporterPage, 'Report post');
        await expect(await form.send(reason, reason === 'Other' ? 'The same photos are on another seller’s page' : '')).toHaveText('Thanks. Your report was sent to our moderators.');
        await form.done();

        await card.getByRole('button', { name: 'Post options' }).click();
        await card.getByRole('menuitem', { name: 'Report post' }).click();
        await expect(await form.send('Spam')).toHaveText('You have already reported this post.');
        await form.done();
        await context.close();
      });
    }

    await test.step('a visitor no longer finds it in the feed, and its page is not found', async () => {
      const market = new MarketplacePage(page);
      await market.open();
      await market.expectFeedLoaded();
      await expect(market.post(listing)).toHaveCount(0);
      const answer = await request.get(`/api/post/${postId}`);
      expect(answer.status()).toBe(404);
    });

    await test.step('its owner still sees it', async () => {
      const answer = await request.get(`/api/post/${postId}`, { headers: { Authorization: `Token ${await sessionToken(request, vendor)}` } });
      expect(answer.status()).toBe(200);
    });
  });
});
