import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, fillTemplate, LIVE_NOTIFICATION_TEXTS, MESSAGES } from '../../../src/contract';
import { post, useTestApp } from '../support/helpers';
import { chatSocket, connect, roomOfTwo, settle, socketRoot, textFrame, type TestSocket } from '../support/realtime-clients';
import { signedInUser, vendorWithPost } from '../support/social-fixtures';

/** A socket whose subscriptions are in place (its pong comes after them). */
async function ready(socket: TestSocket): Promise<TestSocket> {
  socket.send({ type: 'ping' });
  await socket.next('pong');
  return socket;
}

describe('the notifications socket /ws/notifications/', () => {
  const t = useTestApp();
  const notifications = (root: string, token: string) => ready(connect(`${root}/notifications/?token=${encodeURIComponent(token)}`));

  it('closes with 4001 without a valid token', async () => {
    const root = await socketRoot(t().app);
    for (const url of [`${root}/notifications/`, `${root}/notifications/?token=nope`]) {
      expect(await connect(url).closed).toEqual({ code: CLOSE_CODES.authenticationFailed, reason: MESSAGES.realtimeAuthFailed });
    }
  });

  it('says connection_established once it listens, so a client reloads then and misses nothing notified after', async () => {
    const root = await socketRoot(t().app);
    const followed = await signedInUser(t());
    const follower = await signedInUser(t());
    const socket = connect(`${root}/notifications/?token=${encodeURIComponent(followed.token)}`);
    expect(await socket.next('connection_established')).toEqual({ type: 'connection_established', online_friends: [] });
    expect(socket.frames[0]?.type).toBe('connection_established');
    await post(t().app, '/api/follow', { user: followed.username }, follower.token);
    expect(await socket.next('follow_notification')).toMatchObject({ username: follower.username });
    await socket.close();
  });

  it('tells the owner live of a like, a comment and a share on their post, and the author of a reply', async () => {
    const root = await socketRoot(t().app);
    const { vendor, postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const [vendorSocket, buyerSocket] = [await notifications(root, vendor.token), await notifications(root, buyer.token)];
    // notification_id: the recorded notification, so the client reads that one on the server.
    const about = { username: buyer.username, post_id: postId, user_id: buyer.id, notification_id: expect.any(Number) };

    await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    expect(await vendorSocket.next('like_notification')).toEqual({
      type: 'like_notification',
      activity_type: 'like',
      message: fillTemplate(LIVE_NOTIFICATION_TEXTS.like, { actor: buyer.username }),
      comment_preview: null,
      ...about,
    });

    const commented = await post(t().app, '/api/comment', { post: postId, comment: 'Does it come with a warranty?' }, buyer.token);
    expect(await vendorSocket.next('comment_notification')).toEqual({
      type: 'comment_notification',
      activity_type: 'comment',
      message: fillTemplate(LIVE_NOTIFICATION_TEXTS.comment, { actor: buyer.username }),
      comment_preview: 'Does it come with a warranty?',
      ...about,
    });

    await post(t().app, `/api/post/${postId}/share`, { target: 'whatsapp' }, buyer.token);
    expect(await vendorSocket.next('share_notification')).toMatchObject({ activity_type: 'share', ...about });

    const parent = commented.json<{ comment: { id: number } }>().comment.id;
    await post(t().app, '/api/comment', { post: postId, comment: 'Yes, one year.', parent }, vendor.token);
    expect(await buyerSocket.next('reply_notification')).toEqual({
      type: 'reply_notification',
      activity_type: 'reply',
      message: fillTemplate(LIVE_NOTIFICATION_TEXTS.reply, { actor: vendor.username }),
      username: vendor.username,
      post_id: postId,
      user_id: vendor.id,
      comment_preview: 'Yes, one year.',
      notification_id: expect.any(Number),
    });
    await settle();
    expect(buyerSocket.frames.filter((frame) => frame.type.endsWith('_notification'))).toHaveLength(1);
    await Promise.all([vendorSocket.close(), buyerSocket.close()]);
  });

  it('tells a user live of a new follower, once while unread', async () => {
    const root = await socketRoot(t().app);
    const followed = await signedInUser(t());
    const follower = await signedInUser(t());
    const socket = await notifications(root, followed.token);
    await post(t().app, '/api/follow', { user: followed.username }, follower.token);
    expect(await socket.next('follow_notification')).toEqual({
      type: 'follow_notification',
      activity_type: 'follow',
      message: fillTemplate(LIVE_NOTIFICATION_TEXTS.follow, { actor: follower.username }),
      username: follower.username,
      post_id: null,
      user_id: follower.id,
      comment_preview: null,
      notification_id: expect.any(Number),
    });
    await post(t().app, '/api/follow', { user: followed.username }, follower.token);
    await post(t().app, '/api/follow', { user: followed.username }, follower.token);
    await settle();
    expect(socket.all('follow_notification')).toHaveLength(1);
    await socket.close();
  });

  it('tells the recipient of a chat message that is not on the chat screen', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const bolaNotifications = await notifications(root, bola.token);
    const aliceChat = await chatSocket(root, room.uniquecode, alice.token);
    aliceChat.send(textFrame(room.uniquecode, alice.username, 'n1', 'Still available?'));
    expect(await bolaNotifications.next('notification')).toMatchObject({ notification_type: 'message', data: { uniquecode: room.uniquecode } });
    await settle();
    expect(bolaNotifications.all('user_online')).toEqual([]);
    await Promise.all([bolaNotifications.close(), aliceChat.close()]);
  });

  it('says nothing of a like on your own post', async () => {
    const root = await socketRoot(t().app);
    const { vendor, postId } = await vendorWithPost(t());
    const socket = await notifications(root, vendor.token);
    await post(t().app, '/api/like', { post_id: postId }, vendor.token);
    await settle();
    expect(socket.all('like_notification')).toEqual([]);
    await socket.close();
  });
});

describe('the post socket /ws/social/post/{id}/', () => {
  const t = useTestApp();
  const watch = (root: string, postId: number | string, token: string) =>
    connect(`${root}/social/post/${postId}/?token=${encodeURIComponent(token)}`);

  it('closes with 4001 without a token, and normally (no retry) for a post that does not exist', async () => {
    const root = await socketRoot(t().app);
    const { postId } = await vendorWithPost(t());
    const viewer = await signedInUser(t());
    expect(await connect(`${root}/social/post/${postId}/`).closed).toEqual({ code: CLOSE_CODES.authenticationFailed, reason: MESSAGES.realtimeAuthFailed });
    for (const missing of [postId + 1000, 'abc']) {
      expect(await watch(root, missing, viewer.token).closed).toEqual({ code: CLOSE_CODES.normal, reason: MESSAGES.postNotFound });
    }
  });

  it("gives the post's viewers its likes, unlikes and comments as they happen", async () => {
    const root = await socketRoot(t().app);
    const { postId } = await vendorWithPost(t());
    const { postId: otherPost } = await vendorWithPost(t(), { username: 'other_vendor' });
    const [viewer, buyer] = [await signedInUser(t()), await signedInUser(t())];
    const socket = await ready(watch(root, postId, viewer.token));

    await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    await post(t().app, '/api/like', { post_id: otherPost }, buyer.token);
    await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    await post(t().app, '/api/comment', { post: postId, comment: 'Nice one' }, buyer.token);
    await socket.next('comment');
    expect(socket.frames.filter((frame) => frame.type === 'like' || frame.type === 'comment')).toEqual([
      { type: 'like', post_id: postId, action: 'like', username: buyer.username, no_of_likes: 1 },
      { type: 'like', post_id: postId, action: 'unlike', username: buyer.username, no_of_likes: 0 },
      { type: 'comment', post_id: postId, comment: 'Nice one', parent_id: null, username: buyer.username },
    ]);
    await socket.close();
  });

  it('does not pass on like or comment frames a client sends', async () => {
    const root = await socketRoot(t().app);
    const { postId } = await vendorWithPost(t());
    const [viewer, other] = [await signedInUser(t()), await signedInUser(t())];
    const [sender, watcher] = [await ready(watch(root, postId, viewer.token)), await ready(watch(root, postId, other.token))];
    sender.send({ type: 'like', post_id: postId, action: 'like' });
    sender.send({ type: 'comment', post_id: postId, comment: 'fake', parent_id: null });
    await ready(sender);
    await settle();
    expect(watcher.all('like')).toEqual([]);
    expect(watcher.all('comment')).toEqual([]);
    expect(sender.all('error')).toEqual([]);
    await Promise.all([sender.close(), watcher.close()]);
  });
});
