import { expect, test, type Browser } from '@playwright/test';
import { activatedAccount } from './models/accounts';
import { ChatPage } from './models/ChatPage';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { Mailbox } from './models/Mailbox';
import type { Person } from './models/people';
import { authorization, sessionToken, signInContext, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

/** A person signed in at their own browser. */
async function browserFor(browser: Browser, baseURL: string, person: Person) {
  const context = await browser.newContext({ baseURL });
  await signInContext(context, baseURL, person);
  return context.newPage();
}

test.describe('chat and live notifications', () => {
  const published = removesListingsAfterEach();

  test('two people chat both ways with text and a picture, see typing and read receipts; a like reaches the owner live', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const buyer = await activatedAccount(request, mailbox);
    const photos = await listingPhotos(testInfo.outputPath('photos'));
    const vendorToken = await sessionToken(request, vendor);
    const postId = await publishedListing(request, vendorToken, newListing(), photos);
    published.push({ owner: vendor, postId });

    // The buyer opens the room the way 'Message Seller' does.
    const buyerToken = await sessionToken(request, buyer);
    const room = await request.post('/api/v2/chats/', { headers: authorization(buyerToken), data: { receiver: vendor.username } });
    expect(room.ok(), await room.text()).toBe(true);
    const { uniquecode } = (await room.json()) as { uniquecode: string };

    const buyerPage = await browserFor(browser, baseURL, buyer);
    const vendorPage = await browserFor(browser, baseURL, vendor);
    const buyerChat = new ChatPage(buyerPage);
    const vendorChat = new ChatPage(vendorPage);
    await buyerChat.open(uniquecode);
    await vendorChat.open(uniquecode);
    await expect(buyerChat.header).toContainText(vendor.marketname);

    await buyerChat.send('Is the necklace still available?');
    await expect(vendorChat.message('Is the necklace still available?')).toBeVisible();
    // The vendor has the conversation open, so the buyer sees it read.
    await buyerChat.expectRead('Is the necklace still available?');

    await vendorChat.typeWithoutSending('Yes, ');
    await buyerChat.expectPartnerTyping();
    await vendorChat.composer.press('Enter');
    await expect(buyerChat.message('Yes,')).toBeVisible();

    await vendorChat.sendPicture(photos[1].path);
    await expect(buyerChat.pictures).toHaveCount(1);
    await expect(vendorChat.pictures).toHaveCount(1);

    // The vendor watches the notifications page while the buyer likes the post.
    await vendorPage.goto('/notification');
    await expect(vendorPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    // The buyer likes it with the session their browser holds (a new login would replace it).
    const browserToken = (await buyerPage.context().cookies()).find((cookie) => cookie.name === 'loginToken')?.value ?? '';
    const liked = await request.post('/api/like', { headers: authorization(browserToken), data: { post_id: postId, action: true } });
    expect(liked.ok(), await liked.text()).toBe(true);
    await expect(vendorPage.getByRole('list', { name: 'Notifications' }).getByText(`${buyer.username} liked your post`).first()).toBeVisible();
  });
});
