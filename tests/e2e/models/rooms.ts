import { expect, type APIRequestContext } from '@playwright/test';
import { authorization } from './vendors';

/** Opens the room of the token's owner with `receiver` (as Message Seller does); answers its code. */
export async function openedRoom(request: APIRequestContext, token: string, receiver: string): Promise<string> {
  const room = await request.post('/api/v2/chats/', { headers: authorization(token), data: { receiver } });
  expect(room.ok(), await room.text()).toBe(true);
  const { uniquecode } = (await room.json()) as { uniquecode: string };
  return uniquecode;
}

/** Sends a text message to the room through the API, as the token's owner. */
export async function sentMessage(request: APIRequestContext, token: string, uniquecode: string, message: string): Promise<void> {
  const sent = await request.post(`/api/v2/chats/${uniquecode}/messages/`, { headers: authorization(token), data: { message, message_type: 'text' } });
  expect(sent.ok(), await sent.text()).toBe(true);
}
