import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, notificationsAnswerSchema, notificationsReadAnswerSchema, type Notification } from '../../../../src/contract';
import { call, roomBetween, sentText } from '../../support/chat-fixtures';
import { post, useTestApp, type TestApp } from '../../support/helpers';
import { chatSocket, connect, socketRoot } from '../../support/realtime-clients';
import { signedInUser, vendorWithPost, type Member } from '../../support/social-fixtures';

async function listed(t: TestApp, member: Member): Promise<Notification[]> {
  const answer = await call(t, 'GET', '/api/notifications', member.token);
  expect(answer.statusCode).toBe(200);
  return notificationsAnswerSchema.parse(answer.json());
}

const readState = async (t: TestApp, member: Member) => (await listed(t, member)).map((item) => [item.type, item.is_read]);

/** A vendor told of a like, a comment and a follow by a buyer (newest first: follow, comment, like). */
async function toldThreeTimes(t: TestApp) {
  const { vendor, postId } = await vendorWithPost(t);
  const buyer = await signedInUser(t);
  await post(t.app, '/api/like', { post_id: postId }, buyer.token);
  await post(t.app, '/api/comment', { post: postId, comment: 'Still available?' }, buyer.token);
  await post(t.app, '/api/follow', { user: vendor.username }, buyer.token);
  const [follow, comment, like] = await listed(t, vendor);
  if (!follow || !comment || !like) throw new Error('three notifications were expected');
  return { vendor, buyer, postId, follow, comment, like };
}

describe('reading notifications on the server', () => {
  const t = useTestApp();

  it('POST /notifications/{id}/read reads one; the list says so on every later load, with the unread count', async () => {
    const { vendor, comment } = await toldThreeTimes(t());
    expect(await readState(t(), vendor)).toEqual([
      ['follow', false],
      ['comment', false],
      ['like', false],
    ]);
    const answer = await call(t(), 'POST', `/api/notifications/${comment.id}/read`, vendor.token);
    expect(answer.statusCode).toBe(200);
    expect(notificationsReadAnswerSchema.parse(answer.json())).toEqual({ marked: 1, unread_count: 2 });
    expect(await readState(t(), vendor)).toEqual([
      ['follow', false],
      ['comment', true],
      ['like', false],
    ]);
    // Read again: nothing changes.
    expect((await call(t(), 'POST', `/api/notifications/${comment.id}/read`, vendor.token)).json()).toEqual({ marked: 0, unread_count: 2 });
  });

  it("refuses another user's notification (404, as a missing one), a bad id (400) and a visitor (401), changing nothing", async () => {
    const { vendor, buyer, like } = await toldThreeTimes(t());
    for (const id of [like.id, 987654]) {
      const answer = await call(t(), 'POST', `/api/notifications/${id}/read`, buyer.token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: MESSAGES.notificationNotFound });
    }
    const bad = await call(t(), 'POST', '/api/notifications/abc/read', vendor.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MESSAGES.notificationNotFound });
    expect((await call(t(), 'POST', `/api/notifications/${like.id}/read`)).statusCode).toBe(401);
    expect((await call(t(), 'POST', '/api/notifications/read', undefined, {})).statusCode).toBe(401);
    expect((await call(t(), 'POST', '/api/notifications/read', buyer.token, { up_to: 'all' })).statusCode).toBe(400);
    expect((await listed(t(), vendor)).every((item) => !item.is_read)).toBe(true);
  });

  it('POST /notifications/read reads what the page showed (up to an id), or everything; only the caller’s', async () => {
    const { vendor, buyer, comment } = await toldThreeTimes(t());
    const partial = await call(t(), 'POST', '/api/notifications/read', vendor.token, { up_to: comment.id });
    expect(partial.json()).toEqual({ marked: 2, unread_count: 1 });
    expect(await readState(t(), vendor)).toEqual([
      ['follow', false],
      ['comment', true],
      ['like', true],
    ]);
    // The buyer was told of nothing here; the vendor's notifications stay the vendor's.
    expect((await call(t(), 'POST', '/api/notifications/read', buyer.token, {})).json()).toEqual({ marked: 0, unread_count: 0 });
    expect((await listed(t(), vendor))[0]?.is_read).toBe(false);
    const all = await call(t(), 'POST', '/api/notifications/read', vendor.token);
    expect(all.json()).toEqual({ marked: 1, unread_count: 0 });
    expect((await listed(t(), vendor)).every((item) => item.is_read)).toBe(true);
  });

  it("reading a chat reads that chat's message notifications, not another chat's", async () => {
    const reader = await signedInUser(t());
    const [ada, bola] = [await signedInUser(t()), await signedInUser(t())];
    const fromAda = await roomBetween(t(), ada, reader);
    const fromBola = await roomBetween(t(), bola, reader);
    await sentText(t(), ada, fromAda, 'Is the fabric still available?');
    await sentText(t(), ada, fromAda, 'I can pay today');
    await sentText(t(), bola, fromBola, 'Hello');
    const read = await call(t(), 'POST', `/api/v2/chats/${fromAda}/mark-read/`, reader.token);
    expect(read.statusCode).toBe(200);
    const items = await listed(t(), reader);
    expect(items.map((item) => [item.uniquecode, item.is_read])).toEqual([
      [fromBola, false],
      [fromAda, true],
      [fromAda, true],
    ]);
  });

  it("a message read in the open chat (the socket's message_read) reads its notification", async () => {
    const root = await socketRoot(t().app);
    const reader = await signedInUser(t());
    const sender = await signedInUser(t());
    const code = await roomBetween(t(), sender, reader);
    const socket = await chatSocket(root, code, reader.token);
    const message = await sentText(t(), sender, code, 'Are you there?');
    await socket.next('chat');
    expect((await listed(t(), reader)).map((item) => [item.type, item.is_read])).toEqual([['message', false]]);
    socket.send({ type: 'message_read', message_ids: [message.id] });
    await vi.waitFor(async () => expect((await listed(t(), reader)).map((item) => [item.type, item.is_read])).toEqual([['message', true]]));
    await socket.close();
  });

  it('a live notification carries the id the list shows, so the client reads that one', async () => {
    const root = await socketRoot(t().app);
    const { vendor, postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const socket = connect(`${root}/notifications/?token=${encodeURIComponent(vendor.token)}`);
    socket.send({ type: 'ping' });
    await socket.next('pong');
    await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    const frame = await socket.next('like_notification');
    const [like] = await listed(t(), vendor);
    expect(frame).toMatchObject({ notification_id: like?.id });
    await socket.close();
  });
});
