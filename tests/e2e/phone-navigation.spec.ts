import { type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { ChatPage } from './models/ChatPage';
import { Mailbox } from './models/Mailbox';
import type { Person } from './models/people';
import { TabBar } from './models/TabBar';
import { openedRoom, sentMessage } from './models/rooms';
import { sessionToken, signInContext } from './models/vendors';
import { violations } from './support/axe';
import { colorSchemes, expectScheme, screenshot, type ColorScheme } from './support/screenshots';

const phone = { width: 360, height: 640 };
const viewports = [phone, { width: 390, height: 844 }, { width: 1280, height: 800 }];

/** A person signed in at a phone of their own (or the screen asked for), in the colour scheme asked for. */
async function phoneOf(browser: Browser, baseURL: string, person: Person, colorScheme: ColorScheme = 'light') {
  const context = await browser.newContext({ baseURL, viewport: phone, isMobile: true, hasTouch: true, colorScheme });
  await signInContext(context, baseURL, person);
  return context.newPage();
}

/** Ada, and Bola who opens a room with her; answers the room's code and Bola's token. */
async function adaAndBola(request: APIRequestContext) {
  const mailbox = new Mailbox();
  const ada = await activatedAccount(request, mailbox);
  const bola = await activatedAccount(request, mailbox);
  const bolaToken = await sessionToken(request, bola);
  const uniquecode = await openedRoom(request, bolaToken, ada.username);
  return { ada, bola, bolaToken, uniquecode };
}

test.describe('navigation on a phone', () => {
  test('the tab bar shows a message as it arrives; a chat room takes the screen and its back button returns to /chats', async ({
    browser,
    request,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const { ada, bolaToken, uniquecode } = await adaAndBola(request);
    const page = await phoneOf(browser, baseURL, ada);
    const tabs = new TabBar(page);
    await page.goto(`/profile/${ada.username}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tabs.tab('Profile')).toHaveAttribute('aria-current', 'page');
    await expect(tabs.tab('Marketplace')).not.toHaveAttribute('aria-current');
    await expect(tabs.badge('Chats')).toHaveCount(0);

    await sentMessage(request, bolaToken, uniquecode, 'Do you deliver to Enugu?');
    await expect(tabs.badge('Chats')).toHaveText('1');
    await expect(tabs.badge('Notifications')).toHaveText('1');
    await expect(tabs.root).toBeInViewport({ ratio: 1 });

    // Scrolled to its end, the page's last line is above the tabs, not behind them. The profile's posts may still be
    // arriving and lengthen the page after a scroll, so each try scrolls to the end it has then.
    const tabsTop = (await tabs.root.boundingBox())?.y ?? 0;
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const last = document.querySelector('main')?.lastElementChild;
          return last ? last.getBoundingClientRect().bottom : Number.POSITIVE_INFINITY;
        }),
      )
      .toBeLessThanOrEqual(tabsTop + 0.5);

    // Chats, then the conversation: its header alone above the messages, the composer at the bottom.
    await tabs.tab('Chats').click();
    await expect(page).toHaveURL(/\/chats$/);
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: 'Do you deliver to Enugu?' }).click();
    const chat = new ChatPage(page);
    await expect(chat.message('Do you deliver to Enugu?')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(tabs.root).toHaveCount(0);
    expect(await chat.chromeAbove()).toBeLessThanOrEqual(64);
    await expect(chat.composer).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(phone.height);
    await chat.send('Yes, on Fridays');

    await chat.backButton.click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(tabs.tab('Chats')).toHaveAttribute('aria-current', 'page');
    await expect(tabs.badge('Chats')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.context().close();
  });

  for (const colorScheme of colorSchemes) {
    test(`a profile and a chat room at 360x640, 390x844 and 1280x800 have no accessibility violation (${colorScheme}); screenshots`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.slow();
      if (!baseURL) throw new Error('the config sets baseURL');
      const { ada, bolaToken, uniquecode } = await adaAndBola(request);
      await sentMessage(request, bolaToken, uniquecode, 'Good morning! Is the ankara fabric still available?');
      await sentMessage(request, await sessionToken(request, ada), uniquecode, 'Yes, six yards in blue and gold.');
      const page = await phoneOf(browser, baseURL, ada, colorScheme);
      const chat = new ChatPage(page);

      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        const size = `${viewport.width}x${viewport.height}`;
        await page.goto(`/profile/${ada.username}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectScheme(page, colorScheme);
        await screenshot(page, colorScheme, 'profile');
        expect.soft(await violations(page), `profile at ${size}`).toEqual([]);

        await chat.open(uniquecode);
        await expect(chat.message('Yes, six yards in blue and gold.')).toBeVisible();
        await screenshot(page, colorScheme, 'chat');
        expect.soft(await violations(page), `chat room at ${size}`).toEqual([]);
      }
      await page.context().close();
    });
  }
});
