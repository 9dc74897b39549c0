import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  chatMessageSchema,
  chatMessagesAnswerSchema,
  MESSAGES,
  reactionAnswerSchema,
  serverSocketMessageSchema,
} from '../../src/contract';
import { roomChannel, userChannel } from '../../server/realtime/hub';
import { call, chatState, framesOn, roomBetween, sendImage, sendText, sentText, storedText } from './chat-fixtures';
import { chatSocket, roomOfTwo, settle, socketRoot, textFrame } from './realtime-clients';
import { json, useTestApp, type TestApp } from './helpers';
import { filesUnder, phonePhotoWithGps, solidJpeg } from './media/media-fixtures';
import { notificationsOf, signedInUser, signedInVendor, type Member } from './social-fixtures';

async function pair(t: TestApp): Promise<{ buyer: Member; vendor: Member; code: string }> {
  const vendor = await signedInVendor(t, { username: 'ada_fabrics' });
  const buyer = await signedInUser(t, { username: 'tunde_b' });
  return { buyer, vendor, code: await roomBetween(t, buyer, vendor) };
}

async function messagesOf(t: TestApp, code: string, token: string, query = '') {
  const answer = await call(t, 'GET', `/api/v2/chats/${code}/messages/${query}`, token);
  expect(answer.statusCode).toBe(200);
  return chatMessagesAnswerSchema.parse(answer.json());
}

describe('sending chat messages', () => {
  const t = useTestApp();

  it('stores a text message (201), numbers it, tells the room and the recipient, and records a notification', async () => {
    const { buyer, vendor, code } = await pair(t());
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
    const { buyer, vendor, code } = await pair(t());
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
    const { buyer, vendor, code } = await pair(t());
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
    const { buyer, vendor, code } = await pair(t());
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
    const { buyer, code } = await pair(t());
    for (const message of ['', '   ']) {
      const answer = await sendText(t(), buyer, code, message);
      expect(answer.statusCode).toBe(400);
      expect(json(answer).message).toBe(MESSAGES.messageEmpty);
    }
    expect((await chatState(t())).messages).toBe(0);
  });

  it('answers the same through the legacy /chat/{uniquecode}/messages/ path', async () => {
    const { buyer, code } = await pair(t());
    const body = { message: 'Through the old path', message_type: 'text', temp_id: 'legacy-1' };
    const sent = await call(t(), 'POST', `/api/chat/${code}/messages/`, buyer.token, body);
    expect(sent.statusCode).toBe(201);
    const listed = await call(t(), 'GET', `/api/chat/${code}/messages/`, buyer.token);
    expect(chatMessagesAnswerSchema.parse(listed.json()).results.map((message) => message.message)).toEqual(['Through the old path']);
  });
});

describe('chat images', () => {
  const t = useTestApp();
  const stored = () => filesUnder(path.join(t().config.mediaDir, 'chats'));

  it('stores a picture re-encoded as WebP without its metadata, with [Image] as the text', async () => {
    const { buyer, code } = await pair(t());
    const photo = await phonePhotoWithGps(640, 480);
    const answer = await sendImage(t(), buyer, code, { filename: 'IMG_2041.jpg', bytes: photo, type: 'image/jpeg' }, { temp_id: 'img-1' });
    expect(answer.statusCode).toBe(201);
    const message = chatMessageSchema.parse(answer.json());
    expect(message).toMatchObject({ message_type: 'image', message: MESSAGES.imageMessageText, temp_id: 'img-1' });
    expect(message.image).toMatch(/^\/media\/chats\/\d{4}\/\d{2}\/[0-9a-f]{32}-\d+\.webp$/);
    const file = path.join(t().config.mediaDir, (message.image ?? '').replace('/media/', ''));
    const metadata = await sharp(fs.readFileSync(file)).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    const resend = await sendImage(t(), buyer, code, { filename: 'IMG_2041.jpg', bytes: photo, type: 'image/jpeg' }, { temp_id: 'img-1' });
    expect(resend.statusCode).toBe(200);
    expect(chatMessageSchema.parse(resend.json()).id).toBe(message.id);
    const withCaption = await sendImage(t(), buyer, code, { filename: 'a.png', bytes: await sharp(await solidJpeg(50, 50)).png().toBuffer() }, { message: 'Blue one' });
    expect(chatMessageSchema.parse(withCaption.json()).message).toBe('Blue one');
  });

  it('refuses a renamed non-image and a WebP (415), an oversize file (413) and a broken picture (400), storing nothing', async () => {
    const { buyer, code } = await pair(t());
    const renamed = await sendImage(t(), buyer, code, { filename: 'photo.jpg', bytes: new TextEncoder().encode('not a picture at all'), type: 'image/jpeg' });
    expect(renamed.statusCode).toBe(415);
    expect(json(renamed)).toEqual({ message: MESSAGES.unsupportedImageFormat });

    const webp = await sharp(await solidJpeg(40, 40)).webp().toBuffer();
    const other = await sendImage(t(), buyer, code, { filename: 'photo.webp', bytes: webp, type: 'image/webp' });
    expect(other.statusCode).toBe(415);
    expect(json(other)).toEqual({ message: MESSAGES.unsupportedImageFormat });

    const noise = Buffer.alloc(720 * 720 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
    const large = await sharp(noise, { raw: { width: 720, height: 720, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(large.length).toBeGreaterThan(1024 * 1024);
    const oversize = await sendImage(t(), buyer, code, { filename: 'big.png', bytes: large, type: 'image/png' });
    expect(oversize.statusCode).toBe(413);
    expect(json(oversize)).toEqual({ message: MESSAGES.imageFileTooLarge });

    const png = await sharp(await solidJpeg(300, 300)).png().toBuffer();
    const broken = await sendImage(t(), buyer, code, { filename: 'broken.png', bytes: png.subarray(0, Math.floor(png.length / 2)), type: 'image/png' });
    expect(broken.statusCode).toBe(400);
    expect(json(broken)).toEqual({ message: MESSAGES.invalidImageFormatOrSize });

    expect((await chatState(t())).messages).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('removes the picture from disk when its message is deleted', async () => {
    const { buyer, code } = await pair(t());
    const answer = await sendImage(t(), buyer, code, { filename: 'a.jpg', bytes: await solidJpeg(500, 500) });
    const message = chatMessageSchema.parse(answer.json());
    expect(stored().length).toBeGreaterThan(0);
    const removed = await call(t(), 'DELETE', `/api/v2/chats/${code}/messages/${message.id}/`, buyer.token);
    expect(removed.statusCode).toBe(204);
    expect(stored()).toEqual([]);
  });
});

describe('reading chat messages', () => {
  const t = useTestApp();

  it('pages newest first, each page oldest first, with search, dates and after_seq', async () => {
    const { buyer, vendor, code } = await pair(t());
    const room = await t().stores.chatRooms.findByCode(code);
    if (!room) throw new Error('room missing');
    for (let index = 1; index <= 120; index += 1) {
      await storedText(t().stores, room, index % 2 ? buyer : vendor, index % 40 === 0 ? `Price for lot ${index}?` : `message ${index}`);
      if (index === 60) t().clock.advance(2 * 24 * 60 * 60 * 1000);
    }
    const first = await messagesOf(t(), code, buyer.token);
    expect(first.count).toBe(120);
    expect(first.has_next).toBe(true);
    expect(first.results.map((message) => message.seq)).toEqual(Array.from({ length: 50 }, (_, index) => 71 + index));
    expect(first.chat_room).toMatchObject({ uniquecode: code, last_seq: 120, unread_count: 60 });
    const third = await messagesOf(t(), code, buyer.token, '?page=3');
    expect(third.results.map((message) => message.seq)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(third.has_next).toBe(false);

    const found = await messagesOf(t(), code, buyer.token, '?search=PRICE%20for');
    expect(found.results.map((message) => message.message)).toEqual(['Price for lot 40?', 'Price for lot 80?', 'Price for lot 120?']);
    const literal = await messagesOf(t(), code, buyer.token, '?search=%25');
    expect(literal.count).toBe(0);

    const today = t().clock.now().toISOString().slice(0, 10);
    const recent = await messagesOf(t(), code, buyer.token, `?date_from=${today}&page_size=100`);
    expect(recent.count).toBe(60);
    const older = await messagesOf(t(), code, buyer.token, `?date_to=${new Date(t().clock.now().getTime() - 86_400_000).toISOString().slice(0, 10)}&page_size=100`);
    expect(older.results.map((message) => message.seq)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));

    const after = await messagesOf(t(), code, buyer.token, '?after_seq=100&page_size=15');
    expect(after.results.map((message) => message.seq)).toEqual(Array.from({ length: 15 }, (_, index) => 101 + index));
    expect(after.has_next).toBe(true);

    const bad = await call(t(), 'GET', `/api/v2/chats/${code}/messages/?date_from=yesterday`, buyer.token);
    expect(bad.statusCode).toBe(400);
  });

  it('reads back through the whole history with before_seq, page_size at a time, to the first message', async () => {
    const { buyer, vendor, code } = await pair(t());
    const room = await t().stores.chatRooms.findByCode(code);
    if (!room) throw new Error('room missing');
    for (let index = 1; index <= 130; index += 1) {
      await storedText(t().stores, room, index % 2 ? buyer : vendor, `message ${index}`);
    }
    const newest = await messagesOf(t(), code, buyer.token);
    const seen = newest.results.map((message) => message.seq);
    let older = await messagesOf(t(), code, buyer.token, `?before_seq=${seen[0]}`);
    expect(older.results.map((message) => message.seq)).toEqual(Array.from({ length: 50 }, (_, index) => 31 + index));
    expect(older.has_next).toBe(true);
    // A message sent meanwhile shifts no page: the cursor is the oldest message shown.
    await sentText(t(), vendor, code, 'still there?');
    seen.unshift(...older.results.map((message) => message.seq));
    older = await messagesOf(t(), code, buyer.token, `?before_seq=${seen[0]}`);
    expect(older.results.map((message) => message.seq)).toEqual(Array.from({ length: 30 }, (_, index) => 1 + index));
    expect(older.has_next).toBe(false);
    expect(older.chat_room).toMatchObject({ uniquecode: code, last_seq: 131 });

    const small = await messagesOf(t(), code, buyer.token, '?before_seq=3&page_size=5');
    expect(small).toMatchObject({ count: 2, has_next: false });
    for (const query of ['?before_seq=0', '?before_seq=abc', '?before_seq=1.5']) {
      const refused = await call(t(), 'GET', `/api/v2/chats/${code}/messages/${query}`, buyer.token);
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ message: MESSAGES.beforeSeqInvalid });
    }
  });

  it('answers one message, lets only its sender edit or delete it, and toggles reactions', async () => {
    const { buyer, vendor, code } = await pair(t());
    const message = await sentText(t(), buyer, code, 'Fixed price?');
    const url = `/api/v2/chats/${code}/messages/${message.id}/`;
    expect(chatMessageSchema.parse((await call(t(), 'GET', url, vendor.token)).json())).toEqual(message);
    const before = await chatState(t());

    const editByOther = await call(t(), 'PATCH', url, vendor.token, { message: 'Hacked' });
    expect(editByOther.statusCode).toBe(403);
    expect(json(editByOther)).toEqual({ message: MESSAGES.notYourMessage });
    const deleteByOther = await call(t(), 'DELETE', url, vendor.token);
    expect(deleteByOther.statusCode).toBe(403);
    expect(json(deleteByOther)).toEqual({ message: MESSAGES.notYourMessage });
    expect(chatMessageSchema.parse((await call(t(), 'GET', url, buyer.token)).json())).toEqual(message);
    expect(await chatState(t())).toEqual(before);

    const edited = await call(t(), 'PATCH', url, buyer.token, { message: 'Is the price fixed?' });
    expect(edited.statusCode).toBe(200);
    expect(chatMessageSchema.parse(edited.json())).toEqual({ ...message, message: 'Is the price fixed?' });
    expect((await call(t(), 'PATCH', url, buyer.token, { message: ' ' })).statusCode).toBe(400);

    const liked = await call(t(), 'POST', `${url}react/`, vendor.token, { reaction: '👍' });
    expect(reactionAnswerSchema.parse(liked.json())).toEqual({ message_id: message.id, reactions: { '👍': ['ada_fabrics'] } });
    await call(t(), 'POST', `${url}react/`, buyer.token, { reaction: '👍' });
    const undone = await call(t(), 'POST', `${url}react/`, vendor.token, { reaction: '👍' });
    expect(reactionAnswerSchema.parse(undone.json()).reactions).toEqual({ '👍': ['tunde_b'] });
    expect((await call(t(), 'POST', `${url}react/`, vendor.token, {})).statusCode).toBe(400);

    expect((await call(t(), 'DELETE', url, buyer.token)).statusCode).toBe(204);
    const gone = await call(t(), 'GET', url, buyer.token);
    expect(gone.statusCode).toBe(404);
    expect(json(gone)).toEqual({ message: MESSAGES.messageNotFound });
    expect((await call(t(), 'GET', `/api/v2/chats/${code}/messages/abc/`, buyer.token)).statusCode).toBe(404);
  });
});

describe('who may use a room', () => {
  const t = useTestApp();

  it('answers 401 without a token, 404 for an unknown room and 403 to a non-member on every call, changing nothing', async () => {
    const { buyer, code } = await pair(t());
    const message = await sentText(t(), buyer, code, 'Private');
    const stranger = await signedInUser(t(), { username: 'stranger' });
    const room = `/api/v2/chats/${code}`;
    const one = `${room}/messages/${message.id}/`;
    const calls: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, Record<string, unknown>?]> = [
      ['GET', `${room}/`],
      ['GET', `${room}/messages/`],
      ['POST', `${room}/messages/`, { message: 'Hi', message_type: 'text' }],
      ['GET', `/api/chat/${code}/messages/`],
      ['POST', `/api/chat/${code}/messages/`, { message: 'Hi' }],
      ['GET', one],
      ['PATCH', one, { message: 'Changed' }],
      ['DELETE', one],
      ['POST', `${one}react/`, { reaction: '👍' }],
      ['PATCH', `${room}/settings/`, { is_muted: true }],
      ['POST', `${room}/mark-read/`],
    ];
    const before = await chatState(t());
    for (const [method, url, body] of calls) {
      const visitor = await call(t(), method, url, undefined, body);
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
      const denied = await call(t(), method, url, stranger.token, body);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(json(denied)).toEqual({ message: MESSAGES.chatAccessDenied });
      const unknown = await call(t(), method, url.replace(code, 'no-such-room'), buyer.token, body);
      expect(unknown.statusCode, `${method} ${url} unknown`).toBe(404);
    }
    expect(await chatState(t())).toEqual(before);
  });
});
