import { describe, expect, it } from 'vitest';
import { chatMessageSchema, chatMessagesAnswerSchema, MESSAGES, serverSocketMessageSchema } from '../../../../src/contract';
import { roomChannel, userChannel } from '../../../../server/realtime/hub';
import { buyerVendorRoom, call, chatState, framesOn, messagesOf, sendText, sentText, storedText } from '../../support/chat-fixtures';
import { json, useTestApp } from '../../support/helpers';
import { chatSocket, roomOfTwo, settle, socketRoot, textFrame } from '../../support/realtime-clients';
import { notificationsOf } from '../../support/social-fixtures';

describe('sending chat messages', () => {
  const t = useTestApp();

  it('stores a text message (201), numbers it, tells the room and the recipient, and records a notification', async () => {
    const { buyer, vendor, code } = await buyerVendorRoom(t());
    const roomFrames = await framesOn(t(), roomChannel(code));
    const vendorFrames = await framesOn(t(), userChannel(vendor.id));

    const answer = await sendText(t(), buyer, code, '  Is the blue one available?  ', 'tmp-1');
    expect(answer.statusCode).toBe(201);
    const message = chatMessageSchema.parse(answer.json());
    expect(message).toMatchObject({
      message: 'Is the blue one available?',
      sender: buyer.id,
      sender_id: buyer.id,
      sender_username: 'tunde_b',
      uniquecode: code,
      message_type: 'text',
      image: null,
      temp_id: 'tmp-1',
      seq: 1,
      is_read: false,
      created_at: t().clock.now().toISOString(),
    });
    expect((await sentText(t(), vendor, code, 'Yes, 6 yards left')).seq).toBe(2);

    expect(roomFrames.map((frame) => serverSocketMessageSchema.parse(frame))).toEqual([
      { type: 'chat', message },
      { type: 'chat', message: expect.objectContaining({ seq: 2, sender_username: 'ada_fabrics' }) },
    ]);
    expect(vendorFrames).toEqual([
      {
        type: 'notification',
        notification_type: 'message',
        message: 'tunde_b sent you a message',
        timestamp: message.created_at,
        data: expect.objectContaining({ actor: 'tunde_b', uniquecode: code, message_text: 'Is the blue one available?', user_id: buyer.id }),
      },
    ]);
    const notices = await notificationsOf(t(), vendor.id);
    expect(notices.map((item) => [item.kind, item.text, item.chat_code])).toEqual([['message', 'tunde_b sent you a message', code]]);
  });

  it('answers a resend of the same temp_id with the stored message (200), adding nothing and telling no one again', async () => {
    const { buyer, vendor, code } = await buyerVendorRoom(t());
    const first = chatMessageSchema.parse((await sendText(t(), buyer, code, 'Hello', 'tmp-42')).json());
    const roomFrames = await framesOn(t(), roomChannel(code));
    const before = await chatState(t());

    const resend = await sendText(t(), buyer, code, 'Hello', 'tmp-42');
    expect(resend.statusCode).toBe(200);
    expect(chatMessageSchema.parse(resend.json())).toEqual(first);
    expect(await chatState(t())).toEqual(before);
    expect(roomFrames).toEqual([]);

    // The same temp_id from the other member is another message.
    const other = await sendText(t(), vendor, code, 'Hello back', 'tmp-42');
    expect(other.statusCode).toBe(201);
    expect(chatMessageSchema.parse(other.json()).seq).toBe(2);
  });

  it('answers a temp_id sent over the socket and then by request (and the other way round) with one stored message', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const [aliceSocket, bolaSocket] = [await chatSocket(root, room.uniquecode, alice.token), await chatSocket(root, room.uniquecode, bola.token)];
    const body = (text: string, tempId: string) => ({ message: text, message_type: 'text', temp_id: tempId });

    aliceSocket.send(textFrame(room.uniquecode, alice.username, 'socket-first', 'half-open?'));
    const [confirmed] = await aliceSocket.collect('message_sent', 1);
    const byRequest = await call(t(), 'POST', `/api/v2/chats/${room.uniquecode}/messages/`, alice.token, body('half-open?', 'socket-first'));
    expect(byRequest.statusCode).toBe(200);
    expect(chatMessageSchema.parse(byRequest.json())).toEqual(confirmed?.message);

    const first = await call(t(), 'POST', `/api/v2/chats/${room.uniquecode}/messages/`, alice.token, body('request first', 'request-first'));
    expect(first.statusCode).toBe(201);
    aliceSocket.send(textFrame(room.uniquecode, alice.username, 'request-first', 'request first'));
    const [, again] = await aliceSocket.collect('message_sent', 2);
    expect(again?.message).toEqual(chatMessageSchema.parse(first.json()));

    expect((await t().stores.messages.after(room.id, 0, 10)).map((message) => message.temp_id)).toEqual(['socket-first', 'request-first']);
    await settle();
    expect(bolaSocket.all('chat').map((frame) => frame.message.temp_id)).toEqual(['socket-first', 'request-first']);
    await Promise.all([aliceSocket.close(), bolaSocket.close()]);
  });

  it('numbers concurrent sends from both members 1..n with no gap or repeat, and stores one message per temp_id', async () => {
    const { buyer, vendor, code } = await buyerVendorRoom(t());
    const sends = Array.from({ length: 24 }, (_, index) => {
      const from = index % 2 === 0 ? buyer : vendor;
      return sendText(t(), from, code, `message ${index}`, `tmp-${index}`);
    });
    const resends = Array.from({ length: 6 }, () => sendText(t(), buyer, code, 'once', 'tmp-once'));
    const answers = await Promise.all([...sends, ...resends]);
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(25);

    const { results, count } = await messagesOf(t(), code, buyer.token, '?page_size=100');
    expect(count).toBe(25);
    expect(results.map((message) => message.seq)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(results.filter((message) => message.temp_id === 'tmp-once')).toHaveLength(1);
  });

  it('numbers concurrent sends straight through the store without a gap on this database', async () => {
    const { buyer, vendor, code } = await buyerVendorRoom(t());
    const room = await t().stores.chatRooms.findByCode(code);
    if (!room) throw new Error('room missing');
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        storedText(t().stores, room, index % 3 ? buyer : vendor, `n${index}`, `s-${index % 20}-${index % 3 ? 'b' : 'v'}`),
      ),
    );
    const created = sent.filter((result) => result.created).map((result) => result.message.seq).sort((a, b) => a - b);
    expect(created).toEqual(Array.from({ length: created.length }, (_, index) => index + 1));
    expect(new Set(sent.map((result) => result.message.id)).size).toBe(created.length);
    expect((await t().stores.chatRooms.findByCode(code))?.last_seq).toBe(created.length);
  });

  it('refuses an empty or blank message with the spec text', async () => {
    const { buyer, code } = await buyerVendorRoom(t());
    for (const message of ['', '   ']) {
      const answer = await sendText(t(), buyer, code, message);
      expect(answer.statusCode).toBe(400);
      expect(json(answer).message).toBe(MESSAGES.messageEmpty);
    }
    expect((await chatState(t())).messages).toBe(0);
  });

  it('answers the same through the legacy /chat/{uniquecode}/messages/ path', async () => {
    const { buyer, code } = await buyerVendorRoom(t());
    const body = { message: 'Through the old path', message_type: 'text', temp_id: 'legacy-1' };
    const sent = await call(t(), 'POST', `/api/chat/${code}/messages/`, buyer.token, body);
    expect(sent.statusCode).toBe(201);
    const listed = await call(t(), 'GET', `/api/chat/${code}/messages/`, buyer.token);
    expect(chatMessagesAnswerSchema.parse(listed.json()).results.map((message) => message.message)).toEqual(['Through the old path']);
  });
});
