import { describe, expect, it } from 'vitest';
import { createChatAnswerSchema, MESSAGES } from '../../../../src/contract';
import { json, post, useTestApp } from '../../support/helpers';
import { signedInUser, signedInVendor, socialState } from '../../support/social-fixtures';

describe('POST /api/v2/chats/ (Message Seller)', () => {
  const t = useTestApp();

  it('creates the pair a room (201), then answers the same room to either side (200)', async () => {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const buyer = await signedInUser(t());
    const created = await post(t().app, '/api/v2/chats/', { receiver: 'ADA_FABRICS' }, buyer.token);
    expect(created.statusCode).toBe(201);
    const room = createChatAnswerSchema.parse(created.json());
    expect(room.created).toBe(true);
    expect(room.uniquecode).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const again = await post(t().app, '/api/v2/chats', { receiver: vendor.username }, buyer.token);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ uniquecode: room.uniquecode, created: false });
    const fromVendor = await post(t().app, '/api/v2/chats/', { receiver: buyer.username }, vendor.token);
    expect(fromVendor.statusCode).toBe(200);
    expect(json(fromVendor)).toEqual({ uniquecode: room.uniquecode, created: false });
    const pair = await t().stores.chatRooms.findByPair(vendor.id, buyer.id);
    expect(pair).toMatchObject({ user_low_id: Math.min(vendor.id, buyer.id), user_high_id: Math.max(vendor.id, buyer.id) });
  });

  it('creates one room under concurrent requests from both sides', async () => {
    const vendor = await signedInVendor(t());
    const buyer = await signedInUser(t());
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => post(t().app, '/api/v2/chats/', { receiver: vendor.username }, buyer.token)),
      ...[1, 2, 3].map(() => post(t().app, '/api/v2/chats/', { receiver: buyer.username }, vendor.token)),
    ]);
    const codes = new Set(answers.map((answer) => createChatAnswerSchema.parse(answer.json()).uniquecode));
    expect(codes.size).toBe(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect((await socialState(t())).chat_rooms).toBe(1);
  });

  it('gives different pairs different rooms', async () => {
    const buyer = await signedInUser(t());
    const first = await signedInVendor(t());
    const second = await signedInVendor(t());
    const codes = await Promise.all(
      [first, second].map(async (vendor) => json(await post(t().app, '/api/v2/chats/', { receiver: vendor.username }, buyer.token)).uniquecode),
    );
    expect(new Set(codes).size).toBe(2);
  });

  it('refuses oneself (400), an unknown receiver (404), visitors (401) and a missing receiver (400)', async () => {
    const buyer = await signedInUser(t());
    const before = await socialState(t());
    const self = await post(t().app, '/api/v2/chats/', { receiver: buyer.username }, buyer.token);
    expect(self.statusCode).toBe(400);
    expect(json(self).message).toBe(MESSAGES.cannotChatWithSelf);
    const unknown = await post(t().app, '/api/v2/chats/', { receiver: 'nobody_here' }, buyer.token);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: MESSAGES.userNotFound });
    const visitor = await post(t().app, '/api/v2/chats/', { receiver: buyer.username });
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor)).toEqual({ message: MESSAGES.authenticationRequired });
    const missing = await post(t().app, '/api/v2/chats/', {}, buyer.token);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe(MESSAGES.chatUserUnavailable);
    expect(await socialState(t())).toEqual(before);
  });
});
