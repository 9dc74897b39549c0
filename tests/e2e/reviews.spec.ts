import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { Mailbox } from './models/Mailbox';
import { ProfilePage } from './models/ProfilePage';
import { ReviewsSection } from './models/ReviewsSection';
import { openedRoom, sentMessage } from './models/rooms';
import { sessionToken, signInContext, vendorAccount } from './models/vendors';

test.describe('reviews', () => {
  test('a buyer who chatted with a vendor reviews them; the review and the vendor’s reply appear on the profile', async ({ page, browser, request, baseURL, viewport }) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const buyer = await activatedAccount(request, mailbox);
    const profile = new ProfilePage(page);
    const reviews = new ReviewsSection(page);
    const words = 'Lovely ankara, well packed and delivered in two days.';

    await test.step('before chatting, the buyer is told a review needs a chat', async () => {
      await signInContext(page.context(), baseURL, buyer);
      await profile.open(vendor.username);
      await expect(reviews.summary).toHaveText('No reviews yet');
      await expect(reviews.root.getByText('You can review a seller only after chatting with them.')).toBeVisible();
    });

    await test.step('after writing to the vendor, the buyer rates them with stars and words', async () => {
      const token = await sessionToken(request, buyer);
      await sentMessage(request, token, await openedRoom(request, token, vendor.username), 'Good morning, is the ankara still available?');
      await page.reload();
      await reviews.write(4, words);
      await expect(reviews.summary).toHaveText('4.0 out of 5 (1 review)');
      await expect(reviews.review(buyer.username)).toContainText(words);
      await expect(reviews.review(buyer.username).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    });

    await test.step('the vendor replies, and a visitor sees the review with the reply', async () => {
      const vendorContext = await browser.newContext({ baseURL, viewport });
      const vendorPage = await vendorContext.newPage();
      await signInContext(vendorContext, baseURL, vendor);
      await new ProfilePage(vendorPage).open(vendor.username);
      await new ReviewsSection(vendorPage).reply(buyer.username, 'Thank you! Come again.');
      await vendorContext.close();

      const visitorContext = await browser.newContext({ baseURL, viewport });
      const visitorPage = await visitorContext.newPage();
      await new ProfilePage(visitorPage).open(vendor.username);
      const seen = new ReviewsSection(visitorPage);
      await expect(seen.summary).toHaveText('4.0 out of 5 (1 review)');
      await expect(seen.review(buyer.username)).toContainText(words);
      await expect(seen.review(buyer.username).locator('[data-part="reply"]')).toContainText('Thank you! Come again.');
      await visitorContext.close();
    });
  });
});
