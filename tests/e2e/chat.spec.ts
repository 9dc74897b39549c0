import { type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from './support/traced';
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

/** Opens the room of two people (the way 'Message Seller' does) and answers its code and their API tokens. */
async function roomOfTwo(request: APIRequestContext) {
  const mailbox = new Mailbox();
  const vendor = await vendorAccount(request, mailbox);
  const buyer = await activatedAccount(request, mailbox);
  const buyerToken = await sessionToken(request, buyer);
  const vendorToken = await sessionToken(request, vendor);
  const room = await request.post('/api/v2/chats/', { headers: authorization(buyerToken), data: { receiver: vendor.username } });
  expect(room.ok(), await room.text()).toBe(true);
  const { uniquecode } = (await room.json()) as { uniquecode: string };
  return { vendor, buyer, buyerToken, vendorToken, uniquecode };
}

/** Sends the texts through the API, one after the other, alternating between the two tokens. */
async function seedMessages(request: APIRequestContext, uniquecode: string, tokens: [string, string], texts: readonly string[]) {
  for (const [index, text] of texts.entries()) {
    const sent = await request.post(`/api/v2/chats/${uniquecode}/messages/`, {
      headers: authorization(tokens[index % 2] ?? ''),
      data: { message: text, message_type: 'text' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
}

test.describe('chat history, repeats, failures and phones', () => {
  test('"ok" sent twice quickly is two messages on both sides, also after a reload', async ({ browser, request, baseURL }) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const { vendor, buyer, uniquecode } = await roomOfTwo(request);
    const buyerChat = new ChatPage(await browserFor(browser, baseURL, buyer));
    const vendorChat = new ChatPage(await browserFor(browser, baseURL, vendor));
    await buyerChat.open(uniquecode);
    await vendorChat.open(uniquecode);
    for (let times = 0; times < 2; times += 1) {
      await buyerChat.composer.fill('ok');
      await buyerChat.composer.press('Enter');
      await expect(buyerChat.composer).toHaveValue('');
    }
    await expect(buyerChat.message('ok')).toHaveCount(2);
    await expect(vendorChat.message('ok')).toHaveCount(2);
    await buyerChat.open(uniquecode);
    await vendorChat.open(uniquecode);
    await expect(buyerChat.message('ok')).toHaveCount(2);
    await expect(vendorChat.message('ok')).toHaveCount(2);
  });

  test('a message sent over a half-open connection keeps its text until it is delivered, once', async ({ browser, request, baseURL }) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const { vendor, buyer, uniquecode } = await roomOfTwo(request);
    const buyerPage = await browserFor(browser, baseURL, buyer);
    // A half-open connection: the socket looks open, but nothing the buyer sends arrives, and requests fail.
    let cutOff = false;
    await buyerPage.routeWebSocket(/\/ws\/chat\//, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((frame) => {
        if (!cutOff) server.send(frame);
      });
      server.onMessage((frame) => socket.send(frame));
    });
    await buyerPage.route(`**/api/v2/chats/${uniquecode}/messages/`, (route) =>
      route.request().method() === 'POST' && cutOff ? route.abort('internetdisconnected') : route.continue(),
    );
    const buyerChat = new ChatPage(buyerPage);
    const vendorChat = new ChatPage(await browserFor(browser, baseURL, vendor));
    await buyerChat.open(uniquecode);
    await vendorChat.open(uniquecode);
    await buyerChat.send('before the cut');
    await expect(vendorChat.message('before the cut')).toBeVisible();

    cutOff = true;
    const text = 'Are you still there?';
    await buyerChat.send(text);
    // No confirmation in 10 s, and the request fails: the text stays in the list, not sent, with Retry.
    await expect(buyerChat.notSent(text)).toBeVisible({ timeout: 25_000 });
    await expect(buyerChat.message(text)).toHaveCount(1);
    await expect(buyerChat.composer).toHaveValue('');
    await expect(vendorChat.message(text)).toHaveCount(0);

    cutOff = false;
    await buyerChat.notSent(text).getByRole('button', { name: 'Retry' }).click();
    await expect(vendorChat.message(text)).toHaveCount(1, { timeout: 30_000 });
    await expect(buyerChat.message(text).and(buyerPage.locator('[data-pending], [data-failed]'))).toHaveCount(0, { timeout: 30_000 });
    await expect(buyerChat.message(text)).toHaveCount(1);
    await buyerChat.open(uniquecode);
    await vendorChat.open(uniquecode);
    await expect(buyerChat.message(text)).toHaveCount(1);
    await expect(vendorChat.message(text)).toHaveCount(1);
  });

  test('scrolling up reads a conversation of 1,000 messages back to its first, keeping the place', async ({ browser, request, baseURL }) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const { buyer, buyerToken, vendorToken, uniquecode } = await roomOfTwo(request);
    const texts = Array.from({ length: 1000 }, (_, index) => `history line ${String(index + 1).padStart(4, '0')}`);
    await seedMessages(request, uniquecode, [buyerToken, vendorToken], texts);
    const chat = new ChatPage(await browserFor(browser, baseURL, buyer));
    await chat.open(uniquecode);
    await expect(chat.message('history line 1000')).toBeInViewport();
    await expect(chat.message('history line 0951')).toBeAttached();
    await expect(chat.message('history line 0950')).toHaveCount(0);

    for (let page = 1; page < 20; page += 1) {
      const oldest = texts[1000 - page * 50] ?? '';
      await chat.scrollToTop();
      await expect(chat.message(texts[1000 - (page + 1) * 50] ?? '')).toBeAttached();
      // The place is kept: the message that was at the top is still in view, not pushed away by the page added above it.
      await expect(chat.message(oldest)).toBeInViewport();
    }
    await chat.scrollToTop();
    await expect(chat.message('history line 0001')).toBeInViewport();
    expect(await chat.messageTexts()).toHaveLength(1000);
    await expect(chat.list.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
  });

  test('on a 390 px phone a chosen picture keeps the page and Send in the screen, and the list ends at the bottom after sending it', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const { buyer, buyerToken, vendorToken, uniquecode } = await roomOfTwo(request);
    await seedMessages(request, uniquecode, [buyerToken, vendorToken], Array.from({ length: 30 }, (_, index) => `earlier ${index + 1}`));
    const photos = await listingPhotos(testInfo.outputPath('photos'));
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, baseURL, buyer);
    const page = await context.newPage();
    const chat = new ChatPage(page);
    await chat.open(uniquecode);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    await page.getByLabel('Image file').setInputFiles(photos[0].path);
    await expect(page.getByText('Image to send:')).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeInViewport({ ratio: 1 });
    await send.click();
    await expect(chat.pictures).toHaveCount(1);
    await expect(chat.list.locator('[data-pending]')).toHaveCount(0);
    await expect.poll(() => chat.distanceFromBottom()).toBeLessThanOrEqual(2);
    await expect(chat.pictures).toBeInViewport();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });

  test("Message on a profile opens a room that reaches the other side's inbox only with its first message", async ({ browser, request, baseURL }) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const buyer = await activatedAccount(request, mailbox);
    const buyerPage = await browserFor(browser, baseURL, buyer);
    const vendorPage = await browserFor(browser, baseURL, vendor);
    await buyerPage.goto(`/profile/${vendor.username}`);
    await buyerPage.getByRole('button', { name: 'Message' }).click();
    await expect(buyerPage).toHaveURL(/\/chats\/[\w-]+$/);
    const buyerChat = new ChatPage(buyerPage);
    await expect(buyerChat.composer).toBeVisible();

    await vendorPage.goto('/chats');
    await expect(vendorPage.getByText("You don't have any messages yet")).toBeVisible();
    await buyerChat.send('Hello, is the shop open today?');
    await vendorPage.reload();
    await expect(vendorPage.getByText('Hello, is the shop open today?')).toBeVisible();
  });
});
