import type { Page } from '@playwright/test';
import { expect, test } from './support/traced';
import { fillTemplate, formatNaira, savedSearchAlertText } from '../../src/contract';
import { PRODUCT_NAME } from '../../src/contract/constants';
import { POST_LIFE_NOTIFICATION_TEXTS } from '../../src/contract/texts.postLife';
import { pushMessages } from '../../server/push/push-messages';
import { activatedAccount } from './models/accounts';
import { ChatPage } from './models/ChatPage';
import { Mailbox } from './models/Mailbox';
import { PushWorker } from './models/PushWorker';
import { authorization, sessionToken, signInContext } from './models/vendors';

// The specs about the network block service workers (playwright.config.ts); this one is about the worker's pushes.
test.use({ serviceWorkers: 'allow' });
test.setTimeout(30_000);

const ICON = '/icons/icon-192.png';

/** The page with notifications allowed, as after the user's Turn on in settings. */
async function allowNotifications(page: Page, baseURL: string | undefined): Promise<string> {
  if (!baseURL) throw new Error('the config sets baseURL');
  await page.context().grantPermissions(['notifications'], { origin: baseURL });
  return baseURL;
}

/** The app's worker, controlling the page (a page is controlled from its next load after the worker activates). */
async function controlledWorker(page: Page): Promise<PushWorker> {
  const push = await PushWorker.start(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  return push;
}

test.describe('web push in the service worker', () => {
  test('each kind of push shows the server’s title and words with the app’s icon, tagged with the page it opens', async ({ page, baseURL }) => {
    const origin = await allowNotifications(page, baseURL);
    const push = await PushWorker.start(page);
    const messages = {
      chat: pushMessages.chat('ada_obi', 'Is the blue ankara still available?', 'room-1a2b'),
      savedSearch: pushMessages.savedSearch(savedSearchAlertText('Ankara under 20k', 3), { q: 'ankara', max_price: '20000' }),
      priceDrop: pushMessages.priceDrop(
        fillTemplate(POST_LIFE_NOTIFICATION_TEXTS.price_drop, { title: 'Blue ankara', price: formatNaira(12000), was: formatNaira(15000) }),
        41,
      ),
      reply: pushMessages.reply('bola_k', 'Yes, I can deliver to Enugu.', 42),
      follow: pushMessages.follow('chidi.m'),
    };
    for (const [kind, message] of Object.entries(messages)) {
      await test.step(kind, async () => {
        expect(await push.deliverAndShow(message, message.url)).toEqual({ title: message.title, body: message.body, tag: message.url, icon: origin + ICON, url: message.url, renotify: true });
      });
    }
    await test.step('the five stay side by side', async () => {
      expect((await push.notifications()).map((shown) => shown.tag).sort()).toEqual(Object.values(messages).map((message) => message.url).sort());
    });
    await test.step('a push that is not JSON shows its text under the app’s name, opening the home page', async () => {
      expect(await push.deliverAndShow('Your order is on its way', '/')).toEqual({ title: PRODUCT_NAME, body: 'Your order is on its way', tag: '/', icon: origin + ICON, url: '/', renotify: true });
    });
  });

  test('a chat’s next message alerts again and its notification keeps the earlier lines, the newest last, four at most', async ({ page, baseURL }) => {
    await allowNotifications(page, baseURL);
    const push = await PushWorker.start(page);
    const lines = ['Hello', 'Is the blue ankara still available?', 'I can pay today', 'Where are you in Ikeja?', 'Please reply'];
    const messages = lines.map((line) => pushMessages.chat('ada_obi', line, 'room-1a2b'));
    const [first, ...rest] = messages;
    if (!first) throw new Error('no messages');
    expect(await push.deliverAndShow(first, first.url)).toMatchObject({ body: 'Hello', renotify: true });
    for (const [index, message] of rest.entries()) {
      await push.deliver(message);
      const expected = lines.slice(Math.max(0, index + 2 - 4), index + 2).join('\n');
      await expect.poll(async () => (await push.shown(first.url)).body).toBe(expected);
    }
    expect((await push.notifications()).map((shown) => shown.tag)).toEqual([first.url]);
    const other = pushMessages.chat('chidi.m', 'Good morning', 'another-room');
    expect(await push.deliverAndShow(other, other.url)).toMatchObject({ body: 'Good morning' });
  });

  test('a chat’s push is not shown while that chat is open and focused; another chat’s is, and that chat’s once the tab leaves it', async ({ page, request, baseURL }) => {
    const origin = await allowNotifications(page, baseURL);
    const mailbox = new Mailbox();
    const [ada, bola] = [await activatedAccount(request, mailbox), await activatedAccount(request, mailbox)];
    const room = await request.post('/api/v2/chats/', { headers: authorization(await sessionToken(request, ada)), data: { receiver: bola.username } });
    expect(room.ok(), await room.text()).toBe(true);
    const { uniquecode } = (await room.json()) as { uniquecode: string };
    await signInContext(page.context(), origin, bola);
    const push = await PushWorker.start(page, `/chats/${uniquecode}`);
    await expect(new ChatPage(page).composer).toBeVisible();
    expect(await page.evaluate(() => document.hasFocus())).toBe(true);
    const thisChat = pushMessages.chat(ada.username, 'Are you there?', uniquecode);
    const otherChat = pushMessages.chat('chidi.m', 'Good morning', 'another-room');

    await test.step('the open chat’s message is not shown; a message of another chat is', async () => {
      await push.deliver(thisChat);
      await push.deliver(otherChat);
      await push.shown(otherChat.url);
      expect((await push.notifications()).map((shown) => shown.tag)).toEqual([otherChat.url]);
    });

    await test.step('on the inbox, the chat’s next message is shown', async () => {
      await page.goto('/chats');
      expect(await push.deliverAndShow(thisChat, thisChat.url)).toMatchObject({ title: thisChat.title, body: thisChat.body });
    });
  });

  test('a click focuses the app’s tab and takes it to the page the push names, or opens that page', async ({ page, baseURL }) => {
    const origin = await allowNotifications(page, baseURL);
    const push = await controlledWorker(page);
    const reply = pushMessages.reply('bola_k', 'Yes, I can deliver to Enugu.', 42);

    await test.step('a tab on another page is focused and taken to the post; the notification closes', async () => {
      await push.deliverAndShow(reply, reply.url);
      expect(await push.click(reply.url)).toEqual({ focused: [`${origin}/`], opened: [] });
      await expect(page).toHaveURL(origin + reply.url);
      expect(await push.notifications()).toEqual([]);
    });

    await test.step('a tab already on that page is only focused', async () => {
      await push.deliverAndShow(reply, reply.url);
      expect(await push.click(reply.url)).toEqual({ focused: [origin + reply.url], opened: [] });
      await expect(page).toHaveURL(origin + reply.url);
    });

    await test.step('a push naming another site takes the tab to the app’s home, never away', async () => {
      const foreign = { title: PRODUCT_NAME, body: 'Claim your prize', url: 'https://example.com/prize' };
      await push.deliverAndShow(foreign, foreign.url);
      expect(await push.click(foreign.url)).toEqual({ focused: [origin + reply.url], opened: [] });
      await expect(page).toHaveURL(`${origin}/`);
    });

    await test.step('with no tab of the app, the page opens in a new window', async () => {
      const follow = pushMessages.follow('chidi.m');
      await push.deliverAndShow(follow, follow.url);
      await page.close();
      expect(await push.click(follow.url)).toEqual({ focused: [], opened: [origin + follow.url] });
    });
  });

  test('a click while the only tab is not yet under the worker (its first visit) still opens the page', async ({ page, baseURL }) => {
    const origin = await allowNotifications(page, baseURL);
    const push = await PushWorker.start(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    const follow = pushMessages.follow('chidi.m');
    await push.deliverAndShow(follow, follow.url);
    expect((await push.click(follow.url)).opened).toEqual([origin + follow.url]);
  });
});
