import { expect, test } from './support/traced';
import type { ChatMessagesAnswer } from '../../src/contract';
import { authorization, sessionToken } from './models/vendors';
import { isSameDocument, openChat, withConversation, type ChatSide } from './support/conversation';
import { FreezableProxy } from './support/freezableProxy';

const SECOND = 1000;
const OUTAGE = 60 * SECOND;

/** The texts among `wanted` the conversation shows, top to bottom, as the index in `wanted` of each. */
async function orderOf(side: ChatSide, wanted: readonly string[]): Promise<number[]> {
  const texts = await side.chat.messageTexts();
  return texts.flatMap((text) => {
    const index = wanted.findIndex((sent) => text.includes(sent));
    return index === -1 ? [] : [index];
  });
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the server is down for a minute: what both people typed meanwhile arrives once each, in order, on both sides, without a reload', async ({ browser }) => {
  test.setTimeout(150 * SECOND);
  await withConversation(async ({ server, ada, bola, uniquecode }) => {
    const adaSide = await openChat(browser, server.url, ada, uniquecode);
    const bolaSide = await openChat(browser, server.url, bola, uniquecode);
      await adaSide.chat.send('before the outage');
      await expect(bolaSide.chat.message('before the outage')).toBeVisible();

      await server.stop();
      const stoppedAt = Date.now();
      for (const side of [adaSide, bolaSide]) await expect(side.chat.unavailableBanner).toBeVisible();
      // Some typed at once, some after the sockets have spent their 5 attempts (about 31 s of backoff).
      const early: Array<[ChatSide, string]> = [
        [adaSide, 'ada: typed in the outage 1'],
        [bolaSide, 'bola: typed in the outage 1'],
        [adaSide, 'ada: typed in the outage 2'],
      ];
      const late: Array<[ChatSide, string]> = [
        [bolaSide, 'bola: typed in the outage 2'],
        [adaSide, 'ada: typed in the outage 3'],
        [bolaSide, 'bola: typed in the outage 3'],
      ];
      for (const [side, text] of early) await side.chat.send(text);
      await later(stoppedAt + 40 * SECOND - Date.now());
      for (const [side, text] of late) await side.chat.send(text);
      await later(stoppedAt + OUTAGE - Date.now());
      await server.start();

      const typed = [...early, ...late].map(([, text]) => text);
      for (const side of [adaSide, bolaSide]) {
        await expect(side.chat.unavailableBanner).toBeHidden({ timeout: 20 * SECOND });
        for (const text of typed) await expect(side.chat.message(text)).toHaveCount(1, { timeout: 20 * SECOND });
        await expect(side.chat.sending).toHaveCount(0);
        expect(await isSameDocument(side)).toBe(true);
      }
      // Both see the same order, and each person's messages in the order they were typed.
      const seenByAda = await orderOf(adaSide, typed);
      expect(await orderOf(bolaSide, typed)).toEqual(seenByAda);
      for (const who of ['ada:', 'bola:']) {
        const own = seenByAda.filter((index) => typed[index]?.startsWith(who));
        expect(own).toEqual([...own].sort((a, b) => a - b));
        expect(own).toHaveLength(3);
      }
  });
});

test('a connection that goes silent without closing (half-open) is noticed: the message is kept and stored once when the network is back', async ({
  browser,
}) => {
  test.setTimeout(90 * SECOND);
  // Ada's phone reaches the server through a network that can go silent: the server's public address is the proxy's.
  const proxy = await FreezableProxy.start();
  try {
    await withConversation(
      async ({ server, api, ada, bola, uniquecode }) => {
        proxy.forwardTo(server.url);
        const bolaToken = await sessionToken(api, bola);
        // What Bola's side of the conversation holds.
        const storedFor = async (text: string) => {
          const answer = await api.get(`/api/v2/chats/${uniquecode}/messages/?page_size=100`, { headers: authorization(bolaToken) });
          expect(answer.ok(), await answer.text()).toBe(true);
          return ((await answer.json()) as ChatMessagesAnswer).results.filter((message) => message.message === text).length;
        };
        const adaSide = await openChat(browser, proxy.url, ada, uniquecode);
        await adaSide.chat.send('before the silence');
        await expect.poll(() => storedFor('before the silence')).toBe(1);

        proxy.freeze();
        const text = 'sent into the silence';
        await adaSide.chat.send(text);
        // No pong comes back within 10 s: the socket knows it is gone, though nothing ever closed it.
        await expect(adaSide.chat.unavailableBanner).toBeVisible({ timeout: 15 * SECOND });
        // What Ada typed is still there, waiting.
        await expect(adaSide.chat.message(text)).toBeVisible();
        expect(await storedFor(text)).toBe(0);

        // The network comes back: the old connection delivers what it held, late, and the new one sends it again.
        proxy.thaw();
        await expect(adaSide.chat.unavailableBanner).toBeHidden({ timeout: 30 * SECOND });
        await expect.poll(() => storedFor(text), { timeout: 15 * SECOND }).toBe(1);
        await expect(adaSide.chat.sending).toHaveCount(0, { timeout: 15 * SECOND });
        await expect(adaSide.chat.message(text)).toHaveCount(1);
        // Still once each a while later (a late copy would have landed by now).
        await later(3 * SECOND);
        expect(await storedFor(text)).toBe(1);
        await expect(adaSide.chat.message(text)).toHaveCount(1);
        expect(await isSameDocument(adaSide)).toBe(true);
      },
      { PUBLIC_URL: proxy.url },
    );
  } finally {
    await proxy.close();
  }
});
