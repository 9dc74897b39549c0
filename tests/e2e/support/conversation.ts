import { expect, request as requestContext, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ServerProcess } from '../../support/server-process';
import { activatedAccount } from '../models/accounts';
import { ChatPage } from '../models/ChatPage';
import { Mailbox } from '../models/Mailbox';
import type { Person } from '../models/people';
import { authorization, sessionToken, signInContext } from '../models/vendors';
import { restartableServer } from './serverProcess';

/** Two people with a conversation between them, on a server of their own that the spec may stop and start. */
export type Conversation = { server: ServerProcess; api: APIRequestContext; ada: Person; bola: Person; uniquecode: string };

/**
 * Starts a server of its own (`env` overrides its environment), signs up Ada and Bola, opens a room
 * between them, runs `spec`, and stops the server whatever happens.
 */
export async function withConversation(spec: (conversation: Conversation) => Promise<void>, env: Record<string, string> = {}): Promise<void> {
  const server = await restartableServer(env);
  await server.start();
  const api = await requestContext.newContext({ baseURL: server.url });
  try {
    const mailbox = new Mailbox();
    const ada = await activatedAccount(api, mailbox);
    const bola = await activatedAccount(api, mailbox);
    const room = await api.post('/api/v2/chats/', { headers: authorization(await sessionToken(api, ada)), data: { receiver: bola.username } });
    expect(room.ok(), await room.text()).toBe(true);
    const { uniquecode } = (await room.json()) as { uniquecode: string };
    await spec({ server, api, ada, bola, uniquecode });
  } finally {
    await api.dispose();
    await server.stop();
  }
}

/** One person's browser on the conversation; the page is marked, so that a reload would show (`isSameDocument`). */
export type ChatSide = { page: Page; chat: ChatPage };

export async function openChat(browser: Browser, baseURL: string, person: Person, uniquecode: string): Promise<ChatSide> {
  const context = await browser.newContext({ baseURL });
  await signInContext(context, baseURL, person);
  const page = await context.newPage();
  const chat = new ChatPage(page);
  await chat.open(uniquecode);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  return { page, chat };
}

/** True while the page opened by openChat was never reloaded nor left. */
export const isSameDocument = (side: ChatSide): Promise<boolean> =>
  side.page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);
