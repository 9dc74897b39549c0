import { describe, expect, it } from 'vitest';
import { chatMessageSchema, DURATIONS } from '../../../src/contract';
import { roomBetween, sendImage, sendText } from '../support/chat-fixtures';
import { useTestApp } from '../support/helpers';
import { solidJpeg } from '../support/media-fixtures';
import { chatSocket, roomOfTwo, socketRoot, textFrame } from '../support/realtime-clients';
import { signedInUser } from '../support/social-fixtures';

const HOUR = 60 * 60 * 1000;

describe('a temp_id answers its stored message for DURATIONS.chatTempIdWindow (24 hours), then sends anew', () => {
  const t = useTestApp();

  it('over the API: a resend within the window is the stored message, one after it a new message', async () => {
    const alice = await signedInUser(t());
    const bola = await signedInUser(t());
    const code = await roomBetween(t(), alice, bola);
    const first = await sendText(t(), alice, code, 'Is it available?', 'reused');
    expect(first.statusCode).toBe(201);
    const stored = chatMessageSchema.parse(first.json());

    t().clock.advance(DURATIONS.chatTempIdWindow - HOUR);
    const resent = await sendText(t(), alice, code, 'Is it available?', 'reused');
    expect(resent.statusCode).toBe(200);
    expect(chatMessageSchema.parse(resent.json())).toEqual(stored);

    t().clock.advance(2 * HOUR);
    const later = await sendText(t(), alice, code, 'Still available?', 'reused');
    expect(later.statusCode).toBe(201);
    const fresh = chatMessageSchema.parse(later.json());
    expect(fresh).toMatchObject({ message: 'Still available?', temp_id: 'reused', seq: stored.seq + 1 });
    expect(chatMessageSchema.parse((await sendText(t(), alice, code, 'Still available?', 'reused')).json())).toEqual(fresh);

    const image = await sendImage(t(), alice, code, { filename: 'a.jpg', bytes: await solidJpeg(20, 20), type: 'image/jpeg' }, { temp_id: 'reused' });
    expect(image.statusCode).toBe(200);
    expect(chatMessageSchema.parse(image.json())).toEqual(fresh);
    t().clock.advance(DURATIONS.chatTempIdWindow + HOUR);
    const laterImage = await sendImage(t(), alice, code, { filename: 'a.jpg', bytes: await solidJpeg(20, 20), type: 'image/jpeg' }, { temp_id: 'reused' });
    expect(laterImage.statusCode).toBe(201);
    expect(chatMessageSchema.parse(laterImage.json())).toMatchObject({ message_type: 'image', seq: fresh.seq + 1, temp_id: 'reused' });

    // Nothing sent is lost: the older messages stay, only the newest holds the temp_id.
    const history = await t().stores.messages.after((await t().stores.chatRooms.findByCode(code))?.id ?? 0, 0, 10);
    expect(history.map((message) => [message.seq, message.message_type, message.temp_id])).toEqual([
      [1, 'text', null],
      [2, 'text', null],
      [3, 'image', 'reused'],
    ]);
  });

  it('over the socket the same: message_sent carries the stored message within the window, a new one after it', async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    const socket = await chatSocket(root, room.uniquecode, alice.token);
    socket.send(textFrame(room.uniquecode, alice.username, 'again', 'first'));
    const stored = (await socket.collect('message_sent', 1))[0]?.message;
    t().clock.advance(DURATIONS.chatTempIdWindow - HOUR);
    socket.send(textFrame(room.uniquecode, alice.username, 'again', 'first'));
    expect((await socket.collect('message_sent', 2))[1]?.message).toEqual(stored);
    t().clock.advance(2 * HOUR);
    socket.send(textFrame(room.uniquecode, alice.username, 'again', 'second'));
    expect((await socket.collect('message_sent', 3))[2]?.message).toMatchObject({ message: 'second', seq: 2, temp_id: 'again' });
    await socket.close();
  });
});
