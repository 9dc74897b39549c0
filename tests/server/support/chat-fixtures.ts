import type { LightMyRequestResponse } from 'fastify';
import { chatMessageSchema, chatMessagesAnswerSchema, createChatAnswerSchema, type ChatMessage, type ServerSocketMessage } from '../../../src/contract';
import type { HubChannel } from '../../../server/realtime/hub';
import type { Stores } from '../../../server/store';
import type { ChatSend } from '../../../server/store/chatSends.store';
import type { ChatRoomRow } from '../../../server/store/chatRooms.store';
import { post, type TestApp } from './helpers';
import { multipartBody, type Part } from './multipart-body';
import { signedInUser, signedInVendor, type Member } from './social-fixtures';

/** The pair's room code, opened through POST /api/v2/chats/ by `from`. */
export async function roomBetween(t: TestApp, from: Member, to: { username: string }): Promise<string> {
  const answer = await post(t.app, '/api/v2/chats/', { receiver: to.username }, from.token);
  return createChatAnswerSchema.parse(answer.json()).uniquecode;
}

/** A buyer (tunde_b) and a vendor (ada_fabrics), signed in, and the room the buyer opened with the vendor. */
export async function buyerVendorRoom(t: TestApp): Promise<{ buyer: Member; vendor: Member; code: string }> {
  const vendor = await signedInVendor(t, { username: 'ada_fabrics' });
  const buyer = await signedInUser(t, { username: 'tunde_b' });
  return { buyer, vendor, code: await roomBetween(t, buyer, vendor) };
}

/** A page of the room's messages as `token`'s owner reads it, failing the test on anything but 200. */
export async function messagesOf(t: TestApp, code: string, token: string, query = '') {
  const answer = await call(t, 'GET', `/api/v2/chats/${code}/messages/${query}`, token);
  if (answer.statusCode !== 200) throw new Error(`messages read failed: ${answer.statusCode} ${answer.body}`);
  return chatMessagesAnswerSchema.parse(answer.json());
}

export function sendText(t: TestApp, from: Member, code: string, message: string, tempId?: string): Promise<LightMyRequestResponse> {
  const body = { message, message_type: 'text', uniquecode: code, sender: from.username, ...(tempId ? { temp_id: tempId } : {}) };
  return post(t.app, `/api/v2/chats/${code}/messages/`, body, from.token);
}

/** Sends and answers the stored message, failing the test on anything but 201. */
export async function sentText(t: TestApp, from: Member, code: string, message: string): Promise<ChatMessage> {
  const answer = await sendText(t, from, code, message);
  if (answer.statusCode !== 201) throw new Error(`send failed: ${answer.statusCode} ${answer.body}`);
  return chatMessageSchema.parse(answer.json());
}

/** A text message sent as both send paths send one (without publishing it): stored, or held by the spam rule. */
export function sentOrHeld(stores: Stores, room: ChatRoomRow, from: { id: number; username: string }, text: string, tempId?: string): Promise<ChatSend> {
  const recipientId = stores.chatRooms.partnerOf(room, from.id);
  return stores.chatSends.send({ room, senderId: from.id, senderUsername: from.username, recipientId, text, messageType: 'text', tempId: tempId ?? null });
}

/** A text message stored as both send paths store one (without publishing it), from one member of the room to the other. */
export async function storedText(stores: Stores, room: ChatRoomRow, from: { id: number; username: string }, text: string, tempId?: string) {
  const sent = await sentOrHeld(stores, room, from, text, tempId);
  if (sent.held) throw new Error(`'${text}' was held for review`);
  return sent;
}

/** POST .../messages/ as multipart with `image_file` (and the fields the client sends). */
export async function sendImage(
  t: TestApp,
  from: Member,
  code: string,
  file: { filename: string; bytes: Uint8Array; type?: string },
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const parts: Part[] = [
    { name: 'message_type', value: 'image' },
    { name: 'uniquecode', value: code },
    { name: 'sender', value: from.username },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'image_file', ...file },
  ];
  const { payload, headers } = await multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/chats/${code}/messages/`,
    payload,
    headers: { ...headers, authorization: `Token ${from.token}` },
  });
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: token ? { authorization: `Token ${token}` } : {},
  });
}

/** Every frame published on the channel from now on. */
export async function framesOn(t: TestApp, channel: HubChannel): Promise<ServerSocketMessage[]> {
  const frames: ServerSocketMessage[] = [];
  await t.hub.subscribe(channel, (frame) => frames.push(frame));
  return frames;
}

/** Row counts of the chat tables, to prove a refused call changed nothing. */
export async function chatState(t: TestApp): Promise<Record<string, number>> {
  const state: Record<string, number> = {};
  for (const table of ['messages', 'message_reactions', 'chat_room_members', 'notifications'] as const) {
    const row = await t.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    state[table] = Number(row.n);
  }
  return state;
}
