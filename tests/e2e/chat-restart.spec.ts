import { expect, request as requestContext, test, type Browser } from '@playwright/test';
import { activatedAccount } from './models/accounts';
import { ChatPage } from './models/ChatPage';
import { Mailbox } from './models/Mailbox';
import type { Person } from './models/people';
import { authorization, sessionToken, signInContext } from './models/vendors';
import { RestartableServer } from './support/serverProcess';

async function chatPageFor(browser: Browser, baseURL: string, person: Person, uniquecode: string): Promise<ChatPage> {
  const context = await browser.newContext({ baseURL });
  await signInContext(context, baseURL, person);
  const chat = new ChatPage(await context.newPage());
  await chat.open(uniquecode);
  return chat;
}

const OFFLINE = ['typed while the server was down 1', 'typed while the server was down 2', 'typed while the server was down 3'];

test('the server restarts mid-conversation: messages typed meanwhile arrive once, in order', async ({ browser }) => {
  test.slow();
  const server = await RestartableServer.create();
  await server.start();
  const api = await requestContext.newContext({ baseURL: server.url });
  try {
    const mailbox = new Mailbox();
    const ada = await activatedAccount(api, mailbox);
    const bola = await activatedAccount(api, mailbox);
    const room = await api.post('/api/v2/chats/', { headers: authorization(await sessionToken(api, ada)), data: { receiver: bola.username } });
    expect(room.ok(), await room.text()).toBe(true);
    const { uniquecode } = (await room.json()) as { uniquecode: string };

    const adaChat = await chatPageFor(browser, server.url, ada, uniquecode);
    const bolaChat = await chatPageFor(browser, server.url, bola, uniquecode);
    await adaChat.send('before the restart');
    await expect(bolaChat.message('before the restart')).toBeVisible();

    await server.stop();
    await expect(adaChat.unavailableBanner).toBeVisible();
    for (const text of OFFLINE) await adaChat.send(text);

    await server.start();
    await expect(adaChat.unavailableBanner).toBeHidden({ timeout: 45_000 });
    for (const text of OFFLINE) await expect(bolaChat.message(text)).toHaveCount(1, { timeout: 45_000 });
    const seenByBola = (await bolaChat.messageTexts()).filter((text) => OFFLINE.some((sent) => text.includes(sent)));
    expect(seenByBola.map((text) => OFFLINE.findIndex((sent) => text.includes(sent)))).toEqual([0, 1, 2]);
    // Ada's own copies settle into the server's, once each.
    for (const text of OFFLINE) await expect(adaChat.message(text)).toHaveCount(1);
  } finally {
    await api.dispose();
    await server.stop();
  }
});
