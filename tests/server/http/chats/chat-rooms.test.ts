import { describe, expect, it } from 'vitest';
import {
  chatRoomSchema,
  chatRoomsAnswerSchema,
  chatSearchAnswerSchema,
  chatStatsAnswerSchema,
  markReadAnswerSchema,
  MESSAGES,
  type ChatRoomsAnswer,
} from '../../../../src/contract';
import { roomChannel } from '../../../../server/realtime/hub';
import { call, framesOn, roomBetween, sendImage, sentText } from '../../support/chat-fixtures';
import { json, useTestApp, type TestApp } from '../../support/helpers';
import { solidJpeg } from '../../support/media-fixtures';
import { notificationsOf, signedInUser, signedInVendor, type Member } from '../../support/social-fixtures';

const MINUTE = 60_000;

async function inbox(t: TestApp, member: Member, query = '', path = '/api/v2/chats/'): Promise<ChatRoomsAnswer> {
  const answer = await call(t, 'GET', `${path}${query}`, member.token);
  expect(answer.statusCode).toBe(200);
  return chatRoomsAnswerSchema.parse(answer.json());
}

/** A buyer with three rooms: a vendor store, a user with a name, and one with no message yet. */
async function busyBuyer(t: TestApp) {
  const buyer = await signedInUser(t, { username: 'tunde_b', firstName: 'Tunde', lastName: 'Bakare' });
  const ada = await signedInVendor(t, { username: 'ada_fabrics', firstName: 'Ada', lastName: 'Okafor', market: { marketname: 'Ada Prints' } });
  const musa = await signedInUser(t, { username: 'musa_k', firstName: 'Musa', lastName: 'Kano' });
  const quiet = await signedInUser(t, { username: 'quiet_one', firstName: 'Ngozi', lastName: 'Eze' });
  const quietCode = await roomBetween(t, buyer, quiet);
  t.clock.advance(MINUTE);
  const adaCode = await roomBetween(t, buyer, ada);
  await sentText(t, buyer, adaCode, 'Do you deliver to Yaba?');
  t.clock.advance(MINUTE);
  await sentText(t, ada, adaCode, 'Yes, tomorrow');
  await sentText(t, ada, adaCode, 'Shall I send the blue one?');
  t.clock.advance(MINUTE);
  const musaCode = await roomBetween(t, musa, buyer);
  await sentText(t, buyer, musaCode, 'I will come by at 5');
  return { buyer, ada, musa, quiet, adaCode, musaCode, quietCode };
}

describe('GET /api/v2/chats/ (the inbox)', () => {
  const t = useTestApp();

  it('lists the caller’s rooms, latest activity first, with the other user, last message, unread count and presence', async () => {
    const signedInAt = t().clock.now().toISOString();
    const { buyer, ada, adaCode, musaCode, quietCode } = await busyBuyer(t());
    await t().stores.presence.set(ada.id, 'online');
    const answer = await inbox(t(), buyer);
    expect(answer.results.map((room) => room.uniquecode)).toEqual([musaCode, adaCode, quietCode]);
    expect(answer).toMatchObject({ count: 3, total_unread: 2, page: 1, has_next: false });
    const adaRoom = answer.results[1];
    expect(adaRoom).toMatchObject({
      other_user: { id: ada.id, username: 'ada_fabrics', first_name: 'Ada', last_name: 'Okafor', profile: { marketname: 'Ada Prints' } },
      last_message: { message: 'Shall I send the blue one?', sender: ada.id, message_type: 'text', media_url: null },
      unread_count: 2,
      is_muted: false,
      is_archived: false,
      other_user_online: true,
      last_seq: 3,
    });
    expect(adaRoom?.other_user_last_seen).toBe(t().clock.now().toISOString());
    // Musa signed in minutes ago and has been silent since: offline, last seen then.
    expect(answer.results[0]).toMatchObject({ unread_count: 0, other_user_online: false, other_user_last_seen: signedInAt });
    expect(answer.results[2]).toMatchObject({ last_message: null, last_seq: 0 });

    // Ada sees the same room from her side.
    const adaInbox = await inbox(t(), ada);
    expect(adaInbox.results.map((room) => [room.uniquecode, room.other_user.username, room.unread_count])).toEqual([[adaCode, 'tunde_b', 1]]);
    expect(await inbox(t(), buyer, '', '/api/chats')).toEqual(answer);
  });

  it('filters by read state, searches the other user’s username, names and market name and the last message, and pages', async () => {
    const { buyer, adaCode, musaCode, quietCode } = await busyBuyer(t());
    const codes = (answer: ChatRoomsAnswer) => answer.results.map((room) => room.uniquecode);
    expect(codes(await inbox(t(), buyer, '?type=unread'))).toEqual([adaCode]);
    expect(codes(await inbox(t(), buyer, '?type=read'))).toEqual([musaCode, quietCode]);
    expect(codes(await inbox(t(), buyer, '?search=PRINTS'))).toEqual([adaCode]);
    expect(codes(await inbox(t(), buyer, '?search=musa%20k'))).toEqual([musaCode]);
    expect(codes(await inbox(t(), buyer, '?search=quiet_'))).toEqual([quietCode]);
    expect(codes(await inbox(t(), buyer, '?search=eze'))).toEqual([quietCode]);
    expect(codes(await inbox(t(), buyer, '?search=BLUE%20one'))).toEqual([adaCode]);
    const none = await inbox(t(), buyer, '?search=nobody');
    expect(none).toMatchObject({ results: [], count: 0, total_unread: 2 });

    const first = await inbox(t(), buyer, '?page_size=2');
    expect(first).toMatchObject({ count: 3, has_next: true });
    expect(codes(first)).toEqual([musaCode, adaCode]);
    const second = await inbox(t(), buyer, '?page_size=2&page=2');
    expect(codes(second)).toEqual([quietCode]);
    expect(second.has_next).toBe(false);
    for (const query of ['?type=archived', '?page=0', '?page_size=500']) {
      expect((await call(t(), 'GET', `/api/v2/chats/${query}`, buyer.token)).statusCode).toBe(400);
    }
  });

  it('shows a room without a message to its opener only; the other member sees it, and counts it, once it holds one', async () => {
    const { buyer, quiet, quietCode } = await busyBuyer(t());
    expect((await inbox(t(), buyer)).results.map((room) => room.uniquecode)).toContain(quietCode);
    const before = await inbox(t(), quiet);
    expect(before).toMatchObject({ results: [], count: 0, total_unread: 0, has_next: false });
    expect(chatStatsAnswerSchema.parse((await call(t(), 'GET', '/api/v2/stats/', quiet.token)).json()).total_chats).toBe(0);
    // The opener can still open the empty room, and so can the other member when given its code.
    expect((await call(t(), 'GET', `/api/v2/chats/${quietCode}/messages/`, buyer.token)).statusCode).toBe(200);
    expect((await call(t(), 'GET', `/api/v2/chats/${quietCode}/`, quiet.token)).statusCode).toBe(200);

    await sentText(t(), buyer, quietCode, 'Hello Ngozi');
    const after = await inbox(t(), quiet);
    expect(after.results.map((room) => [room.uniquecode, room.other_user.username, room.unread_count])).toEqual([[quietCode, 'tunde_b', 1]]);
    expect(after).toMatchObject({ count: 1, total_unread: 1 });
    expect(chatStatsAnswerSchema.parse((await call(t(), 'GET', '/api/v2/stats/', quiet.token)).json()).total_chats).toBe(1);
  });

  it('shows an image as the last message with its picture', async () => {
    const buyer = await signedInUser(t());
    const vendor = await signedInVendor(t());
    const code = await roomBetween(t(), buyer, vendor);
    await sendImage(t(), vendor, code, { filename: 'a.jpg', bytes: await solidJpeg(40, 40) });
    const [room] = (await inbox(t(), buyer)).results;
    expect(room?.last_message).toMatchObject({ message: MESSAGES.imageMessageText, message_type: 'image', media_url: expect.stringMatching(/^\/media\/chats\//) });
  });

  it('opens a room through the legacy POST /chats as through POST /v2/chats/', async () => {
    const buyer = await signedInUser(t());
    const vendor = await signedInVendor(t());
    const opened = await call(t(), 'POST', '/api/chats', buyer.token, { receiver: vendor.username });
    expect(opened.statusCode).toBe(201);
    const again = await call(t(), 'POST', '/api/v2/chats/', vendor.token, { receiver: buyer.username });
    expect(json(again)).toEqual({ uniquecode: json(opened).uniquecode, created: false });
  });

  it('refuses visitors', async () => {
    const answer = await call(t(), 'GET', '/api/v2/chats/');
    expect(answer.statusCode).toBe(401);
    expect(json(answer)).toEqual({ message: MESSAGES.authenticationRequired });
  });
});

describe('one room: details, settings, mark-read', () => {
  const t = useTestApp();

  it('answers the room to a member, 404 for an unknown code, 403 to anyone else', async () => {
    const { buyer, ada, adaCode } = await busyBuyer(t());
    const answer = await call(t(), 'GET', `/api/v2/chats/${adaCode}/`, buyer.token);
    expect(answer.statusCode).toBe(200);
    expect(chatRoomSchema.parse(answer.json())).toMatchObject({ uniquecode: adaCode, other_user: { username: ada.username }, unread_count: 2 });
    const unknown = await call(t(), 'GET', '/api/v2/chats/nothing-here/', buyer.token);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: MESSAGES.chatNotFound });
    const stranger = await signedInUser(t());
    const denied = await call(t(), 'GET', `/api/v2/chats/${adaCode}/`, stranger.token);
    expect(denied.statusCode).toBe(403);
    expect(json(denied)).toEqual({ message: MESSAGES.chatAccessDenied });
  });

  it('keeps each member’s muted and archived settings apart; a muted room sends its member no notifications', async () => {
    const { buyer, ada, adaCode } = await busyBuyer(t());
    const muted = await call(t(), 'PATCH', `/api/v2/chats/${adaCode}/settings/`, buyer.token, { is_muted: true });
    expect(muted.statusCode).toBe(200);
    expect(chatRoomSchema.parse(muted.json())).toMatchObject({ is_muted: true, is_archived: false });
    const archived = await call(t(), 'PATCH', `/api/v2/chats/${adaCode}/settings/`, buyer.token, { is_archived: true });
    expect(chatRoomSchema.parse(archived.json())).toMatchObject({ is_muted: true, is_archived: true });
    const fromAda = await call(t(), 'GET', `/api/v2/chats/${adaCode}/`, ada.token);
    expect(chatRoomSchema.parse(fromAda.json())).toMatchObject({ is_muted: false, is_archived: false });

    const noticesBefore = (await notificationsOf(t(), buyer.id)).length;
    await sentText(t(), ada, adaCode, 'Still there?');
    expect(await notificationsOf(t(), buyer.id)).toHaveLength(noticesBefore);

    for (const body of [{ is_muted: 'yes' }, { colour: 'red' }]) {
      const refused = await call(t(), 'PATCH', `/api/v2/chats/${adaCode}/settings/`, buyer.token, body);
      expect(refused.statusCode).toBe(400);
    }
  });

  it('marks the other member’s messages read, tells the room which, and answers what is left unread', async () => {
    const { buyer, ada, adaCode, musaCode, musa } = await busyBuyer(t());
    await sentText(t(), musa, musaCode, 'See you');
    const frames = await framesOn(t(), roomChannel(adaCode));
    const answer = await call(t(), 'POST', `/api/v2/chats/${adaCode}/mark-read/`, buyer.token);
    expect(answer.statusCode).toBe(200);
    expect(markReadAnswerSchema.parse(answer.json())).toEqual({ marked: 2, unread_count: 1 });
    expect(frames).toEqual([{ type: 'message_read', username: 'tunde_b', message_ids: [expect.any(Number), expect.any(Number)] }]);

    const again = await call(t(), 'POST', `/api/v2/chats/${adaCode}/mark-read/`, buyer.token);
    expect(markReadAnswerSchema.parse(again.json())).toEqual({ marked: 0, unread_count: 1 });
    expect(frames).toHaveLength(1);
    const adaView = await call(t(), 'GET', `/api/v2/chats/${adaCode}/messages/`, ada.token);
    const read = (adaView.json() as { results: Array<{ sender_id: number; is_read: boolean }> }).results;
    expect(read.map((message) => [message.sender_id, message.is_read])).toEqual([
      [buyer.id, false],
      [ada.id, true],
      [ada.id, true],
    ]);
    expect((await inbox(t(), buyer, '?type=unread')).results.map((room) => room.uniquecode)).toEqual([musaCode]);
  });
});

describe('GET /api/v2/search/ and /api/v2/stats/', () => {
  const t = useTestApp();

  it('finds the caller’s messages holding the text, newest first, never other people’s', async () => {
    const { buyer, musa, adaCode, musaCode } = await busyBuyer(t());
    const stranger = await signedInUser(t());
    const strangerCode = await roomBetween(t(), stranger, musa);
    await sentText(t(), stranger, strangerCode, 'Blue wrapper for sale');
    const answer = await call(t(), 'GET', '/api/v2/search/?q=BLUE', buyer.token);
    expect(answer.statusCode).toBe(200);
    expect(chatSearchAnswerSchema.parse(answer.json()).results.map((message) => [message.uniquecode, message.message])).toEqual([
      [adaCode, 'Shall I send the blue one?'],
    ]);
    const five = await call(t(), 'GET', '/api/v2/search/?q=5', buyer.token);
    expect(chatSearchAnswerSchema.parse(five.json()).results.map((message) => message.uniquecode)).toEqual([musaCode]);
    expect(chatSearchAnswerSchema.parse((await call(t(), 'GET', '/api/v2/search/?q=', buyer.token)).json()).results).toEqual([]);
    expect((await call(t(), 'GET', '/api/v2/search/?q=blue')).statusCode).toBe(401);
  });

  it('counts the caller’s rooms, unread messages, and messages sent and received', async () => {
    const { buyer } = await busyBuyer(t());
    const answer = await call(t(), 'GET', '/api/v2/stats/', buyer.token);
    expect(answer.statusCode).toBe(200);
    expect(chatStatsAnswerSchema.parse(answer.json())).toEqual({ total_chats: 3, total_unread: 2, messages_sent: 2, messages_received: 2 });
    expect((await call(t(), 'GET', '/api/v2/stats/')).statusCode).toBe(401);
  });
});
