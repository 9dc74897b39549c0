import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../../src/contract';
import type { ChatRoomContext } from '../../../src/machines/chatRoom';
import type { ChatRoomTrace } from '../models/ChatRoomTrace';
import type { ChatSide } from './conversation';
import { CHAT_EVENTS, happensByItself, type ChatJourneyEvent, type ChatPath } from './chatRoomPaths';
import { restoreRoom, roomGone, serverDown, serverUp, type Journey } from './socketJourney';

/** The socket journey's room and server, Ada's chat room read from her page's trace, and what the room holds. */
export type ChatJourney = Journey & {
  room: ChatRoomTrace;
  /** Every text the room holds or will hold once sent, oldest first: Bola's history, then what the paths sent. */
  stored: string[];
  /** Ada's texts of the path being walked. */
  sentByAda: string[];
  picture: string;
};

const STEP_NAMES = new Map<ChatJourneyEvent, string>([
  [CHAT_EVENTS.roomOpened, 'Ada opens the room'],
  [CHAT_EVENTS.noSuchRoom, 'Ada opens a room that does not exist'],
  [CHAT_EVENTS.connected, 'the server is up and the socket opens'],
  [CHAT_EVENTS.serverStopped, 'the server stops'],
  [CHAT_EVENTS.roomGone, 'the server comes back without the room'],
  [CHAT_EVENTS.typed, 'Ada types'],
  [CHAT_EVENTS.submitted, 'Ada sends'],
  [CHAT_EVENTS.queued, 'her message waits in the queue'],
  [CHAT_EVENTS.messageSent, 'the server stores her message'],
  [CHAT_EVENTS.readByBola, 'Bola reads it'],
  [CHAT_EVENTS.sendFailed, 'the server refuses her message'],
  [CHAT_EVENTS.sendAnswered, 'the server answers her request'],
  [CHAT_EVENTS.pictureEchoed, 'her picture comes back over the socket'],
  [CHAT_EVENTS.pictureChosen, 'Ada chooses a picture'],
  [CHAT_EVENTS.pictureSent, 'the server stores her picture'],
  [CHAT_EVENTS.scrolledToTop, 'Ada scrolls to the top'],
  [CHAT_EVENTS.olderLoaded, 'the older page comes'],
  [CHAT_EVENTS.bolaTyping, 'Bola types'],
  [CHAT_EVENTS.bolaSent, 'Bola sends'],
  [CHAT_EVENTS.caughtUp, 'what came meanwhile is fetched'],
  [CHAT_EVENTS.catchUpLost, 'the catch-up is lost on the way'],
]);
export const describeChatStep = (event: ChatJourneyEvent): string => STEP_NAMES.get(event) ?? event.type;

const CATCH_UP = /\/messages\/\?.*after_seq=/;

/** The catch-up's request is lost on the way (the phone's network, as the page sees it) until `findCatchUp`. */
async function loseCatchUp(page: Page): Promise<void> {
  await page.route(CATCH_UP, (route) => route.abort('internetdisconnected'));
}

export const findCatchUp = (page: Page): Promise<void> => page.unroute(CATCH_UP);

/** The steps that follow the step at `at` by themselves, up to the next one someone causes. */
function following(path: ChatPath, at: number): ChatJourneyEvent[] {
  const next = path.steps.slice(at + 1);
  const caused = next.findIndex((_, offset) => !happensByItself(path, at + 1 + offset));
  return (caused === -1 ? next : next.slice(0, caused)).map((step) => step.event);
}

async function send(journey: ChatJourney, side: ChatSide, who: string): Promise<string> {
  const text = `${who} ${journey.stored.length + 1}`;
  journey.stored.push(text);
  await side.chat.send(text);
  return text;
}

/**
 * Causes the step's event the way it happens: Ada or Bola using their page, the server stopped or started (with
 * the catch-up's request lost on the way when the path says it fails), the room gone when it comes back, and back
 * before Ada sends when the path says the server answers her. Steps that happen by themselves
 * (happensByItself) follow from the step before.
 */
export async function perform(journey: ChatJourney, path: ChatPath, at: number): Promise<void> {
  const event = path.steps[at]?.event;
  const { page, chat } = journey.ada;
  if (event === CHAT_EVENTS.roomOpened) await chat.open(journey.uniquecode);
  if (event === CHAT_EVENTS.noSuchRoom) await page.goto(`/chats/${journey.uniquecode}-none`);
  if (event === CHAT_EVENTS.connected) {
    if (following(path, at).includes(CHAT_EVENTS.catchUpLost)) await loseCatchUp(page);
    await serverUp(journey);
  }
  if (event === CHAT_EVENTS.serverStopped) await serverDown(journey);
  if (event === CHAT_EVENTS.roomGone) {
    await roomGone(journey);
    // Her socket tries again when its backoff runs out, and is refused (4003): the room hears 'error' then.
    const refused = async () => (await journey.trace.read()).states.at(-1);
    await expect.poll(refused, { message: "Ada's socket is refused the room", timeout: 60_000 }).toBe('forbidden');
  }
  if (event === CHAT_EVENTS.typed) await chat.typeWithoutSending('a');
  if (event === CHAT_EVENTS.submitted) {
    // The path says the server answers her request: the room is back (her socket stays refused).
    if (following(path, at).some((next) => next === CHAT_EVENTS.sendAnswered || next === CHAT_EVENTS.pictureSent)) await restoreRoom(journey);
    if (await page.getByText('Image to send:').isVisible()) await page.getByRole('button', { name: 'Send' }).click();
    else journey.sentByAda.push(await send(journey, journey.ada, 'ada'));
  }
  if (event === CHAT_EVENTS.pictureChosen) {
    await page.getByLabel('Image file').setInputFiles(journey.picture);
    await expect(page.getByText('Image to send:')).toBeVisible();
  }
  if (event === CHAT_EVENTS.scrolledToTop) await chat.scrollToTop();
  if (event === CHAT_EVENTS.bolaTyping) await journey.bola.chat.typeWithoutSending('b');
  if (event === CHAT_EVENTS.bolaSent) await send(journey, journey.bola, 'bola');
}

/** Whether the view is to be checked after the step: nothing follows it by itself. */
export const restsAfter = (path: ChatPath, at: number): boolean => following(path, at).length === 0;

/** The texts of Ada's conversation, top to bottom (pictures have none). */
const shownTexts = (page: Page): Promise<string[]> => page.locator('[data-part="message"] .bubble__text').allInnerTexts();

/** The messages Ada sees are the room's newest, in order, each once; all of them once no older page remains. */
async function expectMessages(journey: ChatJourney, hasOlder: boolean): Promise<void> {
  const stored = journey.stored;
  const problem = async (): Promise<string | null> => {
    const shown = (await shownTexts(journey.ada.page)).filter((text) => stored.includes(text));
    if (new Set(shown).size !== shown.length) return `shown twice: ${shown.join(', ')}`;
    if (!hasOlder && shown.length !== stored.length) return `${stored.length - shown.length} of the room's messages are not shown`;
    const newest = stored.slice(stored.length - shown.length);
    return shown.every((text, at) => text === newest[at]) ? null : `not the newest in order: ${shown.slice(-5).join(', ')}`;
  };
  await expect.poll(problem, { message: "Ada's messages: the room's newest, in order, each once" }).toBeNull();
}

const count = (context: ChatRoomContext, status: string) => context.pending.filter((item) => item.status === status).length;

/**
 * What Ada sees when the chat room rests in the step's snapshot: the room or Chat not found; the banner in the
 * spec's words while the socket is down (the refusal when the room is gone); Bola typing; her messages on their
 * way and not sent; Bola's view of her typing; her message read; and the room's messages in order, each once.
 */
export async function expectView(journey: ChatJourney, snapshot: AnyMachineSnapshot): Promise<void> {
  const { page, chat } = journey.ada;
  if (snapshot.matches('notFound')) {
    await expect(page.getByRole('heading', { name: MESSAGES.chatNotFoundTitle })).toBeVisible();
    return;
  }
  const context = snapshot.context as ChatRoomContext;
  if (snapshot.hasTag('chatUnavailable')) {
    await expect(chat.banner).toHaveText(context.connection === 'error' ? MESSAGES.realtimeForbidden : MESSAGES.chatUnavailableBanner);
  } else await expect(chat.banner).toBeHidden();
  if (snapshot.hasTag('otherTyping')) await chat.expectPartnerTyping();
  if (snapshot.matches({ loaded: { typing: 'typing' } })) await journey.bola.chat.expectPartnerTyping();
  // A send under way ends by itself (the path's end does not wait for it): counted only once the composer is idle.
  if (snapshot.matches({ loaded: { composer: 'idle' } })) {
    await expect(chat.sending).toHaveCount(count(context, 'pending'));
    await expect(page.locator('[data-part="message"][data-failed]')).toHaveCount(count(context, 'failed'));
  }
  const own = context.messages.find((message) => message.temp_id === 'tmp-1');
  const text = journey.sentByAda.at(-1);
  if (own?.is_read && text) await chat.expectRead(text);
  await expectMessages(journey, context.hasOlder);
}

/**
 * The path's end, the server up and the room back: a message not sent is retried (Retry: the same temp_id, by
 * request while her socket is refused), and every text Ada sent reaches Bola once and shows once to her, sent.
 */
export async function finishPath(journey: ChatJourney): Promise<void> {
  await findCatchUp(journey.ada.page);
  await serverUp(journey);
  const { chat } = journey.ada;
  await restoreRoom(journey);
  for (const text of journey.sentByAda) {
    const retry = chat.notSent(text).getByRole('button', { name: 'Retry' });
    if (await retry.isVisible()) await retry.click();
    await expect(journey.bola.chat.message(text)).toHaveCount(1, { timeout: 30_000 });
    await expect(chat.message(text)).toHaveCount(1, { timeout: 30_000 });
  }
  await expect(chat.sending).toHaveCount(0, { timeout: 30_000 });
  await expect(chat.notSent('')).toHaveCount(0);
  journey.sentByAda = [];
  for (const side of [journey.ada, journey.bola]) if (await side.chat.composer.isVisible()) await side.chat.composer.fill('');
}
