import type { Page } from '@playwright/test';
import { NotificationsPage } from './models/NotificationsPage';
import { authorization, sessionToken } from './models/vendors';
import { isSameDocument, openChat, withConversation } from './support/conversation';
import { expect, test } from './support/traced';

const UNAVAILABLE = 'Real-time chat unavailable. Messages may be delayed.';

/**
 * Ada taps a link out of the chat and presses Back: the browser hides the page as it is left (pagehide) and shows
 * the same page again from its back-forward cache (pageshow, persisted). Chromium under Playwright keeps no such
 * cache (Playwright starts it with --disable-back-forward-cache, and a page with open sockets is not kept anyway),
 * so the page is hidden and shown with the two events the browser would fire; the document stays the same one.
 */
async function leaveAndComeBack(page: Page, whileAway: () => Promise<void>): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  await whileAway();
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
}

test('a chat left for another page and restored with Back receives messages and notifications again, without a reload', async ({ browser }) => {
  test.setTimeout(90_000);
  await withConversation(async ({ server, api, ada, bola, uniquecode }) => {
    const adaSide = await openChat(browser, server.url, ada, uniquecode);
    const bolaSide = await openChat(browser, server.url, bola, uniquecode);
    await bolaSide.chat.send('before Ada left');
    await expect(adaSide.chat.message('before Ada left')).toBeVisible();

    // Her sockets close 100 ms after the page is left: the room says so.
    await leaveAndComeBack(adaSide.page, () => expect(adaSide.chat.unavailableBanner).toHaveText(UNAVAILABLE));

    await expect(adaSide.chat.banner).toBeHidden();
    await bolaSide.chat.send('after Ada came back');
    await expect(adaSide.chat.message('after Ada came back')).toBeVisible();
    // The notification socket is open again too: Bola following her shows at once.
    const bolaToken = await sessionToken(api, bola);
    const followed = await api.post('/api/follow', { headers: authorization(bolaToken), data: { user: ada.username, action: true } });
    expect(followed.ok(), await followed.text()).toBe(true);
    await expect(new NotificationsPage(adaSide.page).liveToast(`${bola.username} started following you`)).toBeVisible();
    expect(await isSameDocument(adaSide)).toBe(true);
  });
});
