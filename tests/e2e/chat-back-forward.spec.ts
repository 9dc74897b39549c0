import type { APIRequestContext, Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { NotificationsPage } from './models/NotificationsPage';
import type { Person } from './models/people';
import { authorization, sessionToken } from './models/vendors';
import { isSameDocument, openChat, withConversation, type ChatSide } from './support/conversation';
import { expect, test } from './support/traced';

const UNAVAILABLE = 'Real-time chat unavailable. Messages may be delayed.';

// Playwright starts Chromium without its back-forward cache; Back here restores the page the way a phone's browser does.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

/** Bola's next message and a notification (Bola follows Ada) reach Ada's page live, the banner gone, the page never reloaded. */
async function expectLiveAgain(api: APIRequestContext, adaSide: ChatSide, bolaSide: ChatSide, people: { ada: Person; bola: Person }): Promise<void> {
  await expect(adaSide.chat.banner).toBeHidden();
  await bolaSide.chat.send('after Ada came back');
  await expect(adaSide.chat.message('after Ada came back')).toBeVisible();
  const bolaToken = await sessionToken(api, people.bola);
  const followed = await api.post('/api/follow', { headers: authorization(bolaToken), data: { user: people.ada.username, action: true } });
  expect(followed.ok(), await followed.text()).toBe(true);
  await expect(new NotificationsPage(adaSide.page).liveToast(`${people.bola.username} started following you`)).toBeVisible();
  expect(await isSameDocument(adaSide)).toBe(true);
}

/**
 * Ada taps a link out of the chat and presses Back: the browser hides the page as it is left (pagehide) and shows
 * the same page again from its back-forward cache (pageshow, persisted). Chromium freezes the page as it enters its
 * cache, before presence's 100 ms close; a browser that runs it a little longer closes the sockets first. That case
 * is caused here with the two events the browser fires; the document stays the same one.
 */
async function leaveAndComeBack(page: Page, whileAway: () => Promise<void>): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  await whileAway();
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
}

test('a chat left for another page, its sockets closed, and restored with Back receives messages and notifications again', async ({ browser }) => {
  test.setTimeout(90_000);
  await withConversation(async ({ server, api, ada, bola, uniquecode }) => {
    const adaSide = await openChat(browser, server.url, ada, uniquecode);
    const bolaSide = await openChat(browser, server.url, bola, uniquecode);
    await bolaSide.chat.send('before Ada left');
    await expect(adaSide.chat.message('before Ada left')).toBeVisible();

    // Her sockets close 100 ms after the page is left: the room says so.
    await leaveAndComeBack(adaSide.page, () => expect(adaSide.chat.unavailableBanner).toHaveText(UNAVAILABLE));
    await expectLiveAgain(api, adaSide, bolaSide, { ada, bola });
  });
});

test('Back to a chat restores it from the back-forward cache, live', async ({ browser }) => {
  test.setTimeout(90_000);
  await withConversation(async ({ server, api, ada, bola, uniquecode }) => {
    const adaSide = await openChat(browser, server.url, ada, uniquecode);
    const bolaSide = await openChat(browser, server.url, bola, uniquecode);
    const page = adaSide.page;
    await page.evaluate(() => {
      window.addEventListener('pageshow', (event) => {
        (window as Window & { restored?: boolean }).restored = event.persisted;
      });
    });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A page restored from the cache fires no load event: the navigation is done once it commits.
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => (window as Window & { restored?: boolean }).restored)).toBe(true);
    await expectLiveAgain(api, adaSide, bolaSide, { ada, bola });
  });
});
