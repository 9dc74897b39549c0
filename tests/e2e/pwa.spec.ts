import { request as requestContext, type APIResponse, type Browser, type BrowserContext } from '@playwright/test';
import { expect, test } from './support/traced';
import type { ChatMessagesAnswer } from '../../src/contract';
import type { ServerProcess } from '../support/server-process';
import { ChatPage } from './models/ChatPage';
import { InstalledApp } from './models/InstalledApp';
import { newListing, publishedListing, shownPrice } from './models/listings';
import { MarketplacePage } from './models/MarketplacePage';
import { authorization, sessionToken, signInContext, vendorAccount } from './models/vendors';
import { withConversation } from './support/conversation';
import { listingPhotos } from './support/photos';
import { ReleaseProxy } from './support/releaseProxy';
import { restartableServer } from './support/serverProcess';

// The specs about the network block service workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: 'allow' });

const SECOND = 1000;

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function expectPng(answer: APIResponse, side: number): Promise<void> {
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  expect(pngSize(await answer.body())).toEqual({ width: side, height: side });
}

/** A browser of its own, with the service worker allowed, on `baseURL`. */
const workerContext = (browser: Browser, baseURL: string): Promise<BrowserContext> => browser.newContext({ baseURL, serviceWorkers: 'allow' });

test.describe('the installable app', () => {
  test('the manifest is served and names the app, its colours and its icons; index.html links it and the apple-touch-icon', async ({ request }) => {
    const answer = await request.get('/manifest.webmanifest');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Naija Market',
      short_name: 'Naija Market',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#6E9F2E',
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    const bySize = (sizes: string, purpose: string) => manifest.icons.find((icon) => icon.sizes === sizes && (icon.purpose ?? 'any').split(' ').includes(purpose));
    for (const [sizes, purpose, side] of [['192x192', 'any', 192], ['512x512', 'any', 512], ['512x512', 'maskable', 512]] as const) {
      const icon = bySize(sizes, purpose);
      expect(icon, `a ${purpose} icon of ${sizes}`).toBeDefined();
      expect(icon?.type).toBe('image/png');
      await expectPng(await request.get(icon?.src ?? ''), side);
    }

    const page = await (await request.get('/')).text();
    expect(page).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    expect(page).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"/);
    await expectPng(await request.get('/apple-touch-icon.png'), 180);
  });

  test('the service worker registers once the page has loaded and controls the page from its next load', async ({ page }) => {
    const app = new InstalledApp(page);
    await new MarketplacePage(page).open();
    await app.expectWorkerActive();
    // Registered after the first render: this first page is not controlled, the next is.
    expect(await app.controller()).toBeNull();
    await app.reloadUnderWorker();
    await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  });

  test('a new version waiting says so with Reload, never reloads the tab by itself, and Reload moves the tab to it', async ({ browser, baseURL }) => {
    const proxy = await ReleaseProxy.start(baseURL ?? '');
    const context = await workerContext(browser, proxy.url);
    try {
      const page = await context.newPage();
      const app = new InstalledApp(page);
      await new MarketplacePage(page).open();
      await app.reloadUnderWorker();
      await app.markDocument();

      // The next release is deployed: its worker script differs.
      proxy.release();
      await app.checkForUpdate();
      await expect.poll(() => app.hasWaitingWorker(), { timeout: 15 * SECOND }).toBe(true);
      await expect(app.updateToast).toBeVisible();
      await expect(app.reloadButton).toBeVisible();

      // It waits for the user: the open tab keeps its document, the new worker keeps waiting.
      await page.waitForTimeout(2 * SECOND);
      expect(await app.isSameDocument()).toBe(true);
      expect(await app.hasWaitingWorker()).toBe(true);
      await expect(app.updateToast).toBeVisible();

      await app.reloadButton.click();
      await expect.poll(() => app.isSameDocument().catch(() => true), { timeout: 15 * SECOND }).toBe(false);
      await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
      // The waiting worker took over: none waits any more and the reloaded page is under the app's worker.
      await expect.poll(() => app.hasWaitingWorker()).toBe(false);
      await expect.poll(() => app.controller()).toMatch(/\/sw\.js$/);
      await expect(app.updateToast).toBeHidden();
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});

/** A server of the spec's own, which it may stop (the network gone for good); stopped whatever happens. */
async function withOwnServer(spec: (server: ServerProcess) => Promise<void>): Promise<void> {
  const server = await restartableServer();
  await server.start();
  try {
    await spec(server);
  } finally {
    await server.stop();
  }
}

test.describe('offline', () => {
  test('a feed seen before shows again on a reload with the server gone and the network off, photos included, with the offline line', async ({ browser }, testInfo) => {
    await withOwnServer(async (server) => {
      const api = await requestContext.newContext({ baseURL: server.url });
      const vendor = await vendorAccount(api);
      const listing = newListing();
      await publishedListing(api, await sessionToken(api, vendor), listing, (await listingPhotos(testInfo.outputPath('photos'))).slice(0, 1));
      await api.dispose();

      const context = await workerContext(browser, server.url);
      const page = await context.newPage();
      const app = new InstalledApp(page);
      const marketplace = new MarketplacePage(page);
      await marketplace.open();
      // Read once under the worker: that is what it keeps.
      await app.reloadUnderWorker();
      await marketplace.expectPost(listing, vendor.marketname);
      await expect(app.offlineBanner).toBeHidden();
      const photo = marketplace.post(listing).locator('img').first();
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      await server.stop();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
      await expect(app.offlineBanner).toHaveText("You're offline. You're seeing what was saved on this device.");
      await expect(marketplace.post(listing)).toBeVisible();
      await expect(marketplace.post(listing).locator('[data-scope="feed-card"][data-part="price"]')).toHaveText(shownPrice(listing.price));
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      await context.setOffline(false);
      await expect(app.offlineBanner).toBeHidden();
      await context.close();
    });
  });

  test('a chat seen before opens with its messages with the server gone and the network off', async ({ browser }) => {
    await withConversation(async ({ server, api, ada, bola, uniquecode }) => {
      const sent = await api.post(`/api/v2/chats/${uniquecode}/messages/`, {
        headers: authorization(await sessionToken(api, bola)),
        data: { message: 'Is the coral necklace still available?', temp_id: 'pwa-spec-1' },
      });
      expect(sent.ok(), await sent.text()).toBe(true);

      const context = await workerContext(browser, server.url);
      await signInContext(context, server.url, ada);
      const page = await context.newPage();
      const app = new InstalledApp(page);
      const chat = new ChatPage(page);
      await chat.open(uniquecode);
      await expect(chat.message('Is the coral necklace still available?')).toBeVisible();
      await app.reloadUnderWorker();
      await expect(chat.message('Is the coral necklace still available?')).toBeVisible();

      await server.stop();
      await context.setOffline(true);
      await page.reload();
      await expect(chat.composer).toBeVisible();
      await expect(chat.message('Is the coral necklace still available?')).toBeVisible();
      await expect(app.offlineBanner).toHaveText("You're offline. You're seeing what was saved on this device.");
      await context.close();
    });
  });

  test('a chat message typed offline is kept, and delivered once when the network is back', async ({ browser }) => {
    await withConversation(async ({ server, api, ada, bola, uniquecode }) => {
      const bolaToken = await sessionToken(api, bola);
      const storedFor = async (text: string) => {
        const answer = await api.get(`/api/v2/chats/${uniquecode}/messages/?page_size=100`, { headers: authorization(bolaToken) });
        expect(answer.ok(), await answer.text()).toBe(true);
        return ((await answer.json()) as ChatMessagesAnswer).results.filter((message) => message.message === text).length;
      };
      const context = await workerContext(browser, server.url);
      await signInContext(context, server.url, ada);
      const page = await context.newPage();
      const app = new InstalledApp(page);
      const chat = new ChatPage(page);
      await chat.open(uniquecode);
      await chat.send('before the network went');
      await expect.poll(() => storedFor('before the network went')).toBe(1);

      await context.setOffline(true);
      await expect(app.offlineBanner).toBeVisible();
      const text = 'typed with no network';
      await chat.send(text);
      await expect(chat.sending).toHaveCount(1);
      await page.waitForTimeout(2 * SECOND);
      expect(await storedFor(text)).toBe(0);

      await context.setOffline(false);
      await expect.poll(() => storedFor(text), { timeout: 30 * SECOND }).toBe(1);
      await expect(chat.sending).toHaveCount(0, { timeout: 15 * SECOND });
      await expect(chat.message(text)).toHaveCount(1);
      await context.close();
    });
  });

  test("a like made offline says it waits, and is sent once the network is back", async ({ browser }, testInfo) => {
    await withOwnServer(async (server) => {
      const api = await requestContext.newContext({ baseURL: server.url });
      const vendor = await vendorAccount(api);
      const buyer = await vendorAccount(api);
      const listing = newListing();
      const postId = await publishedListing(api, await sessionToken(api, vendor), listing, (await listingPhotos(testInfo.outputPath('photos'))).slice(0, 1));
      const buyerToken = await sessionToken(api, buyer);
      const likedOnServer = async () => {
        const answer = await api.get(`/api/post/${postId}`, { headers: authorization(buyerToken) });
        expect(answer.ok(), await answer.text()).toBe(true);
        const { post } = (await answer.json()) as { post: { liked: boolean; no_of_likes: number } };
        return { liked: post.liked, count: post.no_of_likes };
      };

      const context = await workerContext(browser, server.url);
      await signInContext(context, server.url, buyer);
      const page = await context.newPage();
      const marketplace = new MarketplacePage(page);
      await marketplace.open();
      const card = marketplace.post(listing);
      const like = card.getByRole('button', { name: /^Like \d+$/ });
      await expect(like).toHaveAccessibleName('Like 0');

      await context.setOffline(true);
      await like.click();
      await expect(like).toHaveAccessibleName('Like 1');
      await expect(card.getByText("Will send when you're back online")).toBeVisible();
      await page.waitForTimeout(SECOND);
      expect(await likedOnServer()).toEqual({ liked: false, count: 0 });

      await context.setOffline(false);
      await expect(card.getByText("Will send when you're back online")).toBeHidden({ timeout: 15 * SECOND });
      await expect.poll(likedOnServer).toEqual({ liked: true, count: 1 });
      await expect(like).toHaveAccessibleName('Like 1');
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await context.close();
      await api.dispose();
    });
  });
});
