import { afterEach, describe, expect, test } from 'vitest';
import { CLOSE_CODES, DURATIONS, LIMITS } from '../../src/contract';
import { readSocketInput, selectQueuedMessages, selectRetryDelay } from '../../src/machines/socket';
import { offlineQueueKey, readOfflineQueue } from '../../src/services/offlineQueue';
import { ALICE, BOLA, chatMessageOf, ROOM_CODE as UNIQUECODE } from '../fixtures/chat';
import { chatTarget, chatText, messageSent, send, SESSION, start, stopSockets } from './socket.fake';

afterEach(stopSockets);

describe('socket machine: offline queue and resume', () => {
  test('keeps chat messages while down, refuses the rest, and replays them in order 100 ms apart once open', () => {
    const { actor, clock, last, refusals, notices } = start();
    actor.send(send(chatText('one')));
    actor.send(send(chatText('two')));
    actor.send(send({ type: 'typing', is_typing: true }));
    actor.send(send(chatText('three')));
    expect(selectQueuedMessages(actor.getSnapshot()).map((message) => message.message)).toEqual(['one', 'two', 'three']);
    expect(refusals()).toEqual([expect.objectContaining({ reason: 'offline' })]);
    expect(notices.filter((notice) => notice.type === 'socket.queued').map((notice) => notice.queued)).toEqual([1, 2, 3]);

    actor.send({ type: 'socket.opened' });
    const texts = () => last()?.sent.flatMap((message) => (message.type === 'message' ? [message.message] : []));
    expect(texts()).toEqual(['one']);
    // Sent meanwhile: it waits behind the queue; typing goes out at once.
    actor.send(send(chatText('four')));
    actor.send(send({ type: 'typing', is_typing: false }));
    clock.increment(DURATIONS.offlineQueueReplayGap - 1);
    expect(texts()).toEqual(['one']);
    clock.increment(1);
    expect(texts()).toEqual(['one', 'two']);
    clock.increment(DURATIONS.offlineQueueReplayGap);
    expect(texts()).toEqual(['one', 'two', 'three']);
    clock.increment(DURATIONS.offlineQueueReplayGap);
    expect(texts()).toEqual(['one', 'two', 'three', 'four']);
    // 'four' asked for a pong; typing went out before the queue was through.
    expect(last()?.sent.slice(0, 3)).toEqual([chatText('one'), { type: 'ping' }, { type: 'typing', is_typing: false }]);
    expect(actor.getSnapshot().matches({ live: { open: { outbox: 'ready' } } })).toBe(true);
    actor.send(send(chatText('five')));
    expect(texts()).toEqual(['one', 'two', 'three', 'four', 'five']);
  });

  test('holds at most 50 per chat: the 51st is refused and the first 50 keep their order', () => {
    const { actor, refusals } = start({ queueKey: 'k' });
    for (let index = 1; index <= LIMITS.offlineQueuePerChat + 1; index += 1) actor.send(send(chatText(`m${index}`)));
    const queue = selectQueuedMessages(actor.getSnapshot());
    expect(queue).toHaveLength(LIMITS.offlineQueuePerChat);
    expect(queue[0]?.message).toBe('m1');
    expect(queue.at(-1)?.message).toBe('m50');
    expect(refusals()).toEqual([expect.objectContaining({ reason: 'queueFull', message: chatText('m51') })]);
  });

  test('the notification and social sockets queue nothing', () => {
    const { actor, refusals } = start({ target: { channel: 'notifications' } });
    actor.send(send(chatText('hi')));
    expect(selectQueuedMessages(actor.getSnapshot())).toEqual([]);
    expect(refusals()).toEqual([expect.objectContaining({ reason: 'offline' })]);
  });

  test('persists every change of what is unsent under its key, until the server confirms each', () => {
    const { actor, clock, persisted } = start({ queueKey: 'k' });
    actor.send(send(chatText('one')));
    actor.send(send(chatText('two')));
    actor.send({ type: 'socket.opened' });
    clock.increment(DURATIONS.offlineQueueReplayGap);
    actor.send(messageSent(chatText('one'), 1));
    actor.send(messageSent(chatText('two'), 2));
    const stored = persisted.map((entry) => entry.queue.map((message) => message.message));
    expect(stored).toEqual([['one'], ['one', 'two'], ['one', 'two'], ['one', 'two'], ['two'], []]);
  });

  test('what was typed offline survives a reload and is replayed by the next socket', () => {
    const key = offlineQueueKey(SESSION.username, UNIQUECODE);
    const first = start(readSocketInput(chatTarget, SESSION), { realQueueStorage: true });
    first.actor.send(send(chatText('typed offline 1')));
    first.actor.send(send(chatText('typed offline 2')));
    first.actor.stop();
    expect(readOfflineQueue(key).map((message) => message.message)).toEqual(['typed offline 1', 'typed offline 2']);

    // The reload: a new actor from what the browser holds.
    const input = readSocketInput(chatTarget, SESSION);
    expect(input.queueKey).toBe(key);
    const second = start(input, { realQueueStorage: true });
    expect(selectQueuedMessages(second.actor.getSnapshot())).toHaveLength(2);
    second.actor.send({ type: 'socket.opened' });
    second.clock.increment(DURATIONS.offlineQueueReplayGap);
    expect(second.last()?.sent).toEqual([chatText('typed offline 1'), chatText('typed offline 2')]);
    second.actor.send(messageSent(chatText('typed offline 1'), 1));
    second.actor.send(messageSent(chatText('typed offline 2'), 2));
    expect(readOfflineQueue(key)).toEqual([]);
    expect(localStorage.getItem(key)).toBeNull();
  });

  test("another user's queue is not replayed", () => {
    const first = start(readSocketInput(chatTarget, SESSION), { realQueueStorage: true });
    first.actor.send(send(chatText('private')));
    const other = readSocketInput(chatTarget, { token: 't2', username: 'bola' });
    expect(other.queued).toEqual([]);
  });

  test('sends resume with the last seq seen before replaying, on every open', () => {
    const { actor, clock, connections } = start({ lastSeq: 7 });
    actor.send(send(chatText('queued')));
    actor.send({ type: 'socket.opened' });
    expect(connections[0]?.sent).toEqual([{ type: 'resume', after_seq: 7 }, chatText('queued')]);
    actor.send({ type: 'socket.message', data: { type: 'message_sent', temp_id: 'tmp-queued', message: chatMessageOf(15) } });
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    clock.increment(selectRetryDelay(actor.getSnapshot()) ?? 0);
    actor.send({ type: 'socket.opened' });
    expect(connections[1]?.sent).toEqual([{ type: 'resume', after_seq: 15 }]);
  });

  test('a chat message stays unconfirmed until its message_sent; a drop puts the unconfirmed back first in the queue, in order, each once', () => {
    const { actor, clock, connections, notices, persisted } = start({ queueKey: 'k' });
    actor.send({ type: 'socket.opened' });
    actor.send(send(chatText('one')));
    actor.send(send(chatText('two')));
    actor.send(send(chatText('two')));
    actor.send(send(chatText('three')));
    actor.send(messageSent(chatText('one'), 1));
    expect(actor.getSnapshot().context.unconfirmed.map((message) => message.message)).toEqual(['two', 'three']);
    // Kept in the browser until confirmed: a reload would send them again.
    expect(persisted.at(-1)?.queue.map((message) => message.message)).toEqual(['two', 'three']);
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    actor.send(send(chatText('four')));
    expect(selectQueuedMessages(actor.getSnapshot()).map((message) => message.message)).toEqual(['two', 'three', 'four']);
    expect(notices.filter((notice) => notice.type === 'socket.requeued')).toEqual([
      { type: 'socket.requeued', channel: 'chat', messages: [chatText('two'), chatText('three')], queued: 2 },
    ]);
    expect(persisted.at(-1)?.queue.map((message) => message.message)).toEqual(['two', 'three', 'four']);

    clock.increment(selectRetryDelay(actor.getSnapshot()) ?? 0);
    actor.send({ type: 'socket.opened' });
    clock.increment(DURATIONS.offlineQueueReplayGap);
    clock.increment(DURATIONS.offlineQueueReplayGap);
    const texts = connections[1]?.sent.flatMap((message) => (message.type === 'message' ? [message.message] : []));
    expect(texts).toEqual(['two', 'three', 'four']);
    for (const [index, text] of ['two', 'three', 'four'].entries()) actor.send(messageSent(chatText(text), index + 2));
    expect(actor.getSnapshot().context.unconfirmed).toEqual([]);
    expect(persisted.at(-1)?.queue).toEqual([]);
  });

  test('a missed pong re-queues what was sent on the dead connection', () => {
    const { actor, clock, last, notices } = start();
    actor.send({ type: 'socket.opened' });
    actor.send(send(chatText('lost in the void')));
    clock.increment(DURATIONS.pongDeadline);
    expect(selectQueuedMessages(actor.getSnapshot())).toEqual([chatText('lost in the void')]);
    expect(notices.filter((notice) => notice.type === 'socket.requeued')).toHaveLength(1);
    clock.increment(selectRetryDelay(actor.getSnapshot()) ?? 0);
    actor.send({ type: 'socket.opened' });
    expect(last()?.sent).toEqual([chatText('lost in the void')]);
  });

  test("the room's copy of a sent message (a resume) confirms it; another user's message with the same temp_id does not", () => {
    const { actor } = start({ lastSeq: 3 });
    actor.send({ type: 'socket.opened' });
    actor.send(send(chatText('mine', 'tmp-same')));
    actor.send({ type: 'socket.message', data: { type: 'chat', message: chatMessageOf(4, { sender: BOLA.id, temp_id: 'tmp-same' }) } });
    expect(actor.getSnapshot().context.unconfirmed).toHaveLength(1);
    actor.send({ type: 'socket.message', data: { type: 'chat', message: chatMessageOf(5, { sender: ALICE.id, message: 'mine', temp_id: 'tmp-same' }) } });
    expect(actor.getSnapshot().context.unconfirmed).toEqual([]);
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    expect(selectQueuedMessages(actor.getSnapshot())).toEqual([]);
  });

  test('leaving the chat with messages unconfirmed keeps them in the browser for the next visit', () => {
    const key = offlineQueueKey(SESSION.username, UNIQUECODE);
    const first = start(readSocketInput(chatTarget, SESSION), { realQueueStorage: true });
    first.actor.send({ type: 'socket.opened' });
    first.actor.send(send(chatText('sent, never confirmed')));
    first.actor.stop();
    expect(readOfflineQueue(key)).toEqual([chatText('sent, never confirmed')]);
    const second = start(readSocketInput(chatTarget, SESSION), { realQueueStorage: true });
    second.actor.send({ type: 'socket.opened' });
    expect(second.last()?.sent).toEqual([chatText('sent, never confirmed')]);
    second.actor.send(messageSent(chatText('sent, never confirmed'), 9));
    expect(localStorage.getItem(key)).toBeNull();
  });

  test('the unconfirmed count toward the 50: the 51st waiting or unconfirmed message is refused', () => {
    const { actor, refusals } = start();
    actor.send({ type: 'socket.opened' });
    for (let index = 1; index <= LIMITS.offlineQueuePerChat + 1; index += 1) actor.send(send(chatText(`m${index}`)));
    expect(actor.getSnapshot().context.unconfirmed).toHaveLength(LIMITS.offlineQueuePerChat);
    expect(refusals()).toEqual([expect.objectContaining({ reason: 'queueFull', message: chatText('m51') })]);
  });

  test('sends no resume when no seq is known', () => {
    const { actor, last } = start();
    actor.send({ type: 'socket.opened' });
    expect(last()?.sent).toEqual([]);
  });
});
