import { describe, expect, it } from 'vitest';
import { createChatAnswerSchema, fillTemplate, heldMessageAnswerSchema, MESSAGES, MODERATION_LIMITS, moderationQueueSchema, waitWords } from '../../../../src/contract';
import { messagesOf, sendText } from '../../support/chat-fixtures';
import { get, json, post, useTestApp, type TestApp } from '../../support/helpers';
import { chatSocket, socketRoot, textFrame } from '../../support/realtime-clients';
import { notificationsOf, signedInUser, type Member } from '../../support/social-fixtures';

const SPAM = 'Cheap iPhone 15 at 50k, DM me on WhatsApp';

const startChat = (t: TestApp, from: Member, to: Member) => post(t.app, '/api/v2/chats/', { receiver: to.username }, from.token);

async function roomWith(t: TestApp, from: Member, to: Member): Promise<string> {
  return createChatAnswerSchema.parse((await startChat(t, from, to)).json()).uniquecode;
}

async function members(t: TestApp, count: number): Promise<Member[]> {
  const made: Member[] = [];
  for (let index = 0; index < count; index += 1) made.push(await signedInUser(t));
  return made;
}

/** A sender with a room open to each of `count` members, the rooms in order. */
async function senderWithRooms(t: TestApp, count: number) {
  const sender = await signedInUser(t);
  const others = await members(t, count);
  // An account past its first day: the chat starts limit is not what these tests are about.
  t.clock.advance(MODERATION_LIMITS.newAccountAgeMs);
  const codes: string[] = [];
  for (const other of others) codes.push(await roomWith(t, sender, other));
  return { sender, others, codes };
}

describe('new accounts start at most 10 chats an hour', () => {
  const t = useTestApp();

  it('answers the 11th start 429 with when to try again, while the chats already open keep working', async () => {
    const fresh = await signedInUser(t());
    const others = await members(t(), 12);
    for (const other of others.slice(0, 10)) {
      t().clock.advance(60_000);
      expect((await startChat(t(), fresh, other)).statusCode).toBe(201);
    }
    const refused = await startChat(t(), fresh, others[10] as Member);
    expect(refused.statusCode).toBe(429);
    // The first start was 9 minutes ago: the window frees a start 51 minutes from now.
    expect(json(refused).message).toBe(fillTemplate(MESSAGES.tooManyNewChats, { wait: waitWords(51 * 60) }));
    expect(refused.headers['retry-after']).toBe(String(51 * 60));

    const first = others[0] as Member;
    const again = await startChat(t(), fresh, first);
    expect(again.statusCode).toBe(200);
    const code = createChatAnswerSchema.parse(again.json()).uniquecode;
    expect((await sendText(t(), fresh, code, 'Is the bag still available?')).statusCode).toBe(201);
    // The other side may still start a chat with the new account: only the chats it starts count.
    expect((await startChat(t(), others[11] as Member, fresh)).statusCode).toBe(201);

    t().clock.advance(51 * 60_000 + 1);
    expect((await startChat(t(), fresh, others[10] as Member)).statusCode).toBe(201);
  });

  it('leaves accounts older than a day alone', async () => {
    const older = await signedInUser(t());
    const others = await members(t(), 12);
    t().clock.advance(MODERATION_LIMITS.newAccountAgeMs);
    for (const other of others) expect((await startChat(t(), older, other)).statusCode).toBe(201);
  });
});

describe('the same text to 5 rooms within 10 minutes is held for review', () => {
  const t = useTestApp();

  it('delivers the first 4, holds the 5th and later (202), and the recipient never sees them', async () => {
    const { sender, others, codes } = await senderWithRooms(t(), 6);
    for (const code of codes.slice(0, 4)) expect((await sendText(t(), sender, code, SPAM)).statusCode).toBe(201);
    // Case and spacing do not make another text.
    for (const [index, code] of codes.slice(4).entries()) {
      const held = await sendText(t(), sender, code, index ? `  ${SPAM.toUpperCase()} ` : SPAM, `held-${index}`);
      expect(held.statusCode).toBe(202);
      expect(heldMessageAnswerSchema.parse(held.json())).toEqual({ held: true, temp_id: `held-${index}`, detail: MESSAGES.messageHeldForReview });
    }
    const fifth = others[4] as Member;
    expect((await messagesOf(t(), codes[4] as string, fifth.token)).results).toEqual([]);
    expect((await notificationsOf(t(), fifth.id)).filter((notice) => notice.kind === 'message')).toEqual([]);
    // A resend of a held temp_id is held once.
    expect((await sendText(t(), sender, codes[4] as string, SPAM, 'held-0')).statusCode).toBe(202);
    // Other texts still go through, and the same text once the 10 minutes have passed.
    expect((await sendText(t(), sender, codes[4] as string, 'Hello, is this still for sale?')).statusCode).toBe(201);
    t().clock.advance(MODERATION_LIMITS.sameTextWindowMs + 1);
    expect((await sendText(t(), sender, codes[5] as string, SPAM)).statusCode).toBe(201);
  });

  it('never holds a seller answering the buyers who wrote first: only rooms the sender opened count', async () => {
    const vendor = await signedInUser(t());
    const buyers = await members(t(), 6);
    t().clock.advance(MODERATION_LIMITS.newAccountAgeMs);
    const answer = 'Yes, it is still available. Delivery is 2 days.';
    for (const buyer of buyers) {
      const code = await roomWith(t(), buyer, vendor);
      expect((await sendText(t(), buyer, code, 'Is this still available?')).statusCode).toBe(201);
      expect((await sendText(t(), vendor, code, answer)).statusCode).toBe(201);
    }
    // The buyers' own question went to one room each; the seller's answers all arrived.
    for (const buyer of buyers) expect((await notificationsOf(t(), buyer.id)).filter((notice) => notice.kind === 'message')).toHaveLength(1);
    // The same words in rooms the seller opens still count.
    const opened: string[] = [];
    for (const other of await members(t(), MODERATION_LIMITS.sameTextRooms)) opened.push(await roomWith(t(), vendor, other));
    const statuses: number[] = [];
    for (const code of opened) statuses.push((await sendText(t(), vendor, code, answer)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 202]);
  });

  it('tells the sender over the socket (message_held) and sends nothing to the room', async () => {
    const { sender, others, codes } = await senderWithRooms(t(), 5);
    for (const code of codes.slice(0, 4)) await sendText(t(), sender, code, SPAM);
    const root = await socketRoot(t().app);
    const code = codes[4] as string;
    const [own, theirs] = [await chatSocket(root, code, sender.token), await chatSocket(root, code, (others[4] as Member).token)];
    own.send(textFrame(code, sender.username, 'over-socket', SPAM));
    expect(await own.next('message_held')).toEqual({ type: 'message_held', temp_id: 'over-socket', detail: MESSAGES.messageHeldForReview });
    own.send(textFrame(code, sender.username, 'after', 'A different text'));
    await own.next('message_sent');
    expect(theirs.all('chat').map((frame) => frame.message.message)).toEqual(['A different text']);
    await Promise.all([own.close(), theirs.close()]);
  });

  it('a moderator sees held messages in the queue, delivers one (Dismiss) and keeps another hidden', async () => {
    const { sender, others, codes } = await senderWithRooms(t(), 6);
    for (const code of codes.slice(0, 4)) await sendText(t(), sender, code, SPAM);
    await sendText(t(), sender, codes[4] as string, SPAM, 'to-deliver');
    await sendText(t(), sender, codes[5] as string, SPAM, 'to-hide');
    const moderator = await signedInUser(t());
    await t().stores.moderation.grant(moderator.id);
    const member = others[0] as Member;
    expect((await get(t().app, '/api/moderation/reports', member.token)).statusCode).toBe(403);

    const queue = moderationQueueSchema.parse((await get(t().app, '/api/moderation/reports', moderator.token)).json()).results;
    expect(queue.map((item) => [item.kind, item.context.username, item.context.text, item.held])).toEqual([
      ['held_message', sender.username, SPAM, true],
      ['held_message', sender.username, SPAM, true],
    ]);
    const [toHide, toDeliver] = queue.map((item) => item.target_id);
    const act = (body: object, token = moderator.token) => post(t().app, '/api/moderation/actions', body, token);
    expect((await act({ kind: 'held_message', target_id: toDeliver, action: 'dismiss' }, member.token)).statusCode).toBe(403);

    expect((await act({ kind: 'held_message', target_id: toDeliver, action: 'dismiss' })).statusCode).toBe(200);
    const delivered = (await messagesOf(t(), codes[4] as string, (others[4] as Member).token)).results;
    expect(delivered.map((message) => [message.message, message.temp_id, message.sender_username])).toEqual([[SPAM, 'to-deliver', sender.username]]);
    expect((await notificationsOf(t(), (others[4] as Member).id)).filter((notice) => notice.kind === 'message')).toHaveLength(1);

    expect((await act({ kind: 'held_message', target_id: toHide, action: 'hide' })).statusCode).toBe(200);
    expect((await messagesOf(t(), codes[5] as string, (others[5] as Member).token)).results).toEqual([]);
    expect(moderationQueueSchema.parse((await get(t().app, '/api/moderation/reports', moderator.token)).json()).results).toEqual([]);
    // Dealt with: acting again names nothing open.
    const again = await act({ kind: 'held_message', target_id: toHide, action: 'dismiss' });
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe(MESSAGES.nothingToModerate);
    const audit = json(await get(t().app, '/api/moderation/audit', moderator.token)).results as Array<{ action: string; kind: string }>;
    expect(audit.map((entry) => [entry.action, entry.kind])).toEqual([
      ['hide', 'held_message'],
      ['dismiss', 'held_message'],
    ]);
  });
});
