import { afterEach, describe, expect, it } from 'vitest';
import type { ServerSocketMessage } from '../../../src/contract';
import { createHub, roomChannel, type Hub } from '../../../server/realtime/hub';
import { post } from '../support/helpers';
import { chatSocket, connect, redisNamespace as namespace, roomOfTwo, settle, textFrame, useTwoServersOnRedis } from '../support/realtime-clients';
import { signedInUser, vendorWithPost } from '../support/social-fixtures';

const redisUrl = process.env.TEST_REDIS_URL;
const pong = (timestamp: string): ServerSocketMessage => ({ type: 'pong', timestamp });

// Runs where Redis is (CI sets TEST_REDIS_URL), like the PostgreSQL suite with TEST_DATABASE_URL.
describe.runIf(redisUrl)('the Redis hub (REDIS_URL)', () => {
  const hubs: Hub[] = [];
  const open = (channelPrefix: string) => {
    const hub = createHub({ redisUrl, channelPrefix });
    hubs.push(hub);
    return hub;
  };
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
  });

  it('reaches listeners in another hub in publish order, until they unsubscribe', async () => {
    const prefix = namespace();
    const [publisher, listener] = [open(prefix), open(prefix)];
    const heard: string[] = [];
    const other: string[] = [];
    const stop = await listener.subscribe(roomChannel('abc'), (frame) => heard.push(frame.type === 'pong' ? frame.timestamp : ''));
    await listener.subscribe(roomChannel('abc'), (frame) => other.push(frame.type));
    for (let index = 0; index < 20; index += 1) await publisher.publish(roomChannel('abc'), pong(String(index)));
    await expect.poll(() => heard.length).toBe(20);
    expect(heard).toEqual(Array.from({ length: 20 }, (_, index) => String(index)));
    await stop();
    await publisher.publish(roomChannel('abc'), pong('after'));
    await expect.poll(() => other.length).toBe(21);
    expect(heard).toHaveLength(20);
  });

  it('never hears another namespace', async () => {
    const [publisher, listener] = [open(namespace()), open(namespace())];
    const heard: ServerSocketMessage[] = [];
    await listener.subscribe(roomChannel('abc'), (frame) => heard.push(frame));
    await publisher.publish(roomChannel('abc'), pong('x'));
    await settle();
    expect(heard).toEqual([]);
  });
});

describe.runIf(redisUrl)('sockets on two server processes sharing Redis and one database', () => {
  const server = useTwoServersOnRedis(redisUrl);

  it('delivers chat, typing, receipts and presence across processes', async () => {
    const [first, second] = [server(0), server(1)];
    const { alice, bola, room } = await roomOfTwo(first.stores);
    const bolaSocket = await chatSocket(second.root, room.uniquecode, bola.token);
    const aliceSocket = await chatSocket(first.root, room.uniquecode, alice.token);
    expect(await bolaSocket.next('user_online')).toMatchObject({ username: alice.username, status: 'online' });

    for (let index = 1; index <= 20; index += 1) aliceSocket.send(textFrame(room.uniquecode, alice.username, `x${index}`, `across ${index}`));
    const received = await bolaSocket.collect('chat', 20);
    expect(received.map((frame) => frame.message.seq)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    aliceSocket.send({ type: 'typing', is_typing: true });
    expect(await bolaSocket.next('typing')).toMatchObject({ username: alice.username });
    bolaSocket.send({ type: 'message_read', message_ids: received.map((frame) => frame.message.id) });
    expect((await aliceSocket.next('message_read')).message_ids).toHaveLength(20);

    await aliceSocket.close();
    expect(await bolaSocket.next('user_offline')).toMatchObject({ username: alice.username, status: 'offline' });
    await settle();
    expect(aliceSocket.all('chat')).toEqual([]);
    await bolaSocket.close();
  });

  it('keeps a user online while another process still holds one of their sockets', async () => {
    const [first, second] = [server(0), server(1)];
    const { alice, bola, room } = await roomOfTwo(first.stores);
    const bolaSocket = await chatSocket(second.root, room.uniquecode, bola.token);
    const aliceHere = connect(`${first.root}/notifications/?token=${encodeURIComponent(alice.token)}`);
    aliceHere.send({ type: 'ping' });
    await aliceHere.next('pong');
    const aliceThere = await chatSocket(second.root, room.uniquecode, alice.token);

    await aliceHere.close();
    await settle();
    expect(bolaSocket.all('user_offline')).toEqual([]);
    expect(await first.stores.presence.statusOf(alice.id, alice.username)).toMatchObject({ status: 'online' });

    await aliceThere.close();
    expect(await bolaSocket.next('user_offline')).toMatchObject({ username: alice.username });
    await bolaSocket.close();
  });

  it('tells a notification socket on one process of a like made through the other', async () => {
    const [first, second] = [server(0), server(1)];
    const { vendor, postId } = await vendorWithPost(first);
    const buyer = await signedInUser(first);
    const socket = connect(`${second.root}/notifications/?token=${encodeURIComponent(vendor.token)}`);
    const watcher = connect(`${second.root}/social/post/${postId}/?token=${encodeURIComponent(buyer.token)}`);
    for (const ready of [socket, watcher]) {
      ready.send({ type: 'ping' });
      await ready.next('pong');
    }
    await post(first.app, '/api/like', { post_id: postId }, buyer.token);
    expect(await socket.next('like_notification')).toMatchObject({ username: buyer.username, post_id: postId });
    expect(await watcher.next('like')).toEqual({ type: 'like', post_id: postId, action: 'like', username: buyer.username, no_of_likes: 1 });
    await Promise.all([socket.close(), watcher.close()]);
  });
});
