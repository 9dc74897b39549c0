import { describe, expect, it } from 'vitest';
import { chatMessageSchema, MESSAGES, reactionAnswerSchema } from '../../../../src/contract';
import { buyerVendorRoom, call, chatState, messagesOf, sentText, storedText } from '../../support/chat-fixtures';
import { json, useTestApp } from '../../support/helpers';

describe('reading chat messages', () => {
  const t = useTestApp();

  it('pages newest first, each page oldest first, with search, dates and after_seq', async () => {
    const { buyer, vendor, code } = await buyerVendorRoom(t());
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
    const { buyer, vendor, code } = await buyerVendorRoom(t());
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
    const { buyer, vendor, code } = await buyerVendorRoom(t());
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
