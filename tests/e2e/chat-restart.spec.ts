import { expect, test } from './support/traced';
import { openChat, withConversation } from './support/conversation';

const OFFLINE = ['typed while the server was down 1', 'typed while the server was down 2', 'typed while the server was down 3'];

test('the server restarts mid-conversation: messages typed meanwhile arrive once, in order', async ({ browser }) => {
  test.slow();
  await withConversation(async ({ server, ada, bola, uniquecode }) => {
    const { chat: adaChat } = await openChat(browser, server.url, ada, uniquecode);
    const { chat: bolaChat } = await openChat(browser, server.url, bola, uniquecode);
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
  });
});
