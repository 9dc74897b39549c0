import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
import { ApiError } from '../../src/services/api';
import {
  selectChatScreenState,
  selectChatUnavailable,
  selectChosenImage,
  selectHasOlder,
  selectIsSending,
  selectLoadingOlder,
  selectOtherLastSeen,
  selectOtherStatus,
  selectOtherTyping,
  selectTimeline,
  type ChatRoomSnapshot,
} from '../../src/machines/chatRoom';
import { ALICE, BOLA, chatMessageOf, messagesAnswerOf, ROOM_CODE } from '../fixtures/chat';
import { chatInput, settle, startChatRoom } from './chatRoom.fake';

const texts = (snapshot: ChatRoomSnapshot) =>
  selectTimeline(snapshot).map((entry) =>
    entry.kind === 'message' ? entry.message.message : `${entry.pending.message} (${entry.pending.status})`,
  );

const imageFile = (size = 10, type = 'image/png') => new File([new Uint8Array(size)], 'photo.png', { type });

async function loaded(script: Parameters<typeof startChatRoom>[0] = {}, input = chatInput()) {
  const room = startChatRoom({ room: messagesAnswerOf([chatMessageOf(1), chatMessageOf(2)]), ...script }, input);
  await settle();
  return room;
}

describe('chat room machine', () => {
  it('loads the room, marks it read, tells the inbox and opens the chat socket after the last seq', async () => {
    const told: unknown[] = [];
    const inbox = createActor(fromCallback(({ receive }) => receive((event) => told.push(event)))).start();
    const { snapshot, calls, socket } = await loaded({}, chatInput({ inbox }));
    expect(selectChatScreenState(snapshot())).toBe('loaded');
    expect(texts(snapshot())).toEqual(['message 1', 'message 2']);
    expect(calls.markRead).toEqual([{ uniquecode: ROOM_CODE }]);
    expect(told).toEqual([{ type: 'inbox.roomRead', uniquecode: ROOM_CODE }]);
    expect(socket.inputs[0]).toMatchObject({ token: 'tok', lastSeq: 2, target: { channel: 'chat', uniquecode: ROOM_CODE } });
    expect(snapshot().children.socket).toBeDefined();
  });

  it('a room that cannot be loaded is not found', async () => {
    const { snapshot } = startChatRoom({ room: new ApiError('Access denied', 403, null) });
    await settle();
    expect(selectChatScreenState(snapshot())).toBe('notFound');
  });

  it('text goes over the open socket, pending until message_sent carries its temp_id', async () => {
    const { actor, snapshot, socket, calls } = await loaded();
    socket.status('connected');
    actor.send({ type: 'composer.submitted', text: '  Is it fresh?  ' });
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'Is it fresh? (pending)']);
    expect(selectIsSending(snapshot())).toBe(true);
    expect(socket.sent).toContainEqual({ type: 'message', message: 'Is it fresh?', temp_id: 'tmp-1', uniquecode: ROOM_CODE, sender: ALICE.username });
    socket.frame({ type: 'message_sent', temp_id: 'tmp-1', message: chatMessageOf(3, { sender: ALICE.id, message: 'Is it fresh?', temp_id: 'tmp-1' }) });
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'Is it fresh?']);
    expect(selectIsSending(snapshot())).toBe(false);
    expect(calls.sendText).toEqual([]);
  });

  it('with the socket reconnecting, the socket queues the text and its message_sent confirms it; no request', async () => {
    const { actor, snapshot, socket, calls } = await loaded({});
    socket.status('disconnected');
    actor.send({ type: 'composer.submitted', text: 'hello' });
    const queued = { type: 'message', message: 'hello', temp_id: 'tmp-1', uniquecode: ROOM_CODE, sender: ALICE.username } as const;
    expect(socket.sent).toContainEqual(queued);
    actor.send({ type: 'socket.queued', channel: 'chat', message: queued, queued: 1 });
    expect(selectIsSending(snapshot())).toBe(false);
    expect(texts(snapshot()).at(-1)).toBe('hello (pending)');
    socket.status('connected');
    socket.frame({ type: 'message_sent', temp_id: 'tmp-1', message: chatMessageOf(3, { sender: ALICE.id, message: 'hello', temp_id: 'tmp-1' }) });
    await settle();
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'hello']);
    expect(calls.sendText).toEqual([]);
  });

  it('with the socket given up the request path sends it; it shows sent, then settles 2 s later', async () => {
    const own = chatMessageOf(3, { sender: ALICE.id, message: 'hello', temp_id: 'tmp-1' });
    const { actor, snapshot, socket, calls, clock } = await loaded({ sendText: own });
    socket.status('error');
    expect(selectChatUnavailable(snapshot())).toBe(true);
    actor.send({ type: 'composer.submitted', text: 'hello' });
    expect(texts(snapshot()).at(-1)).toBe('hello (pending)');
    await settle();
    expect(calls.sendText).toEqual([{ uniquecode: ROOM_CODE, sender: ALICE.username, message: 'hello', tempId: 'tmp-1' }]);
    expect(texts(snapshot()).at(-1)).toBe('hello (sent)');
    clock.increment(DURATIONS.requestSendConfirm);
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'hello']);
  });

  it('no message_sent within 10 s: the same temp_id goes by request', async () => {
    const { actor, socket, calls, clock } = await loaded({ sendText: chatMessageOf(3, { sender: ALICE.id, message: 'hi', temp_id: 'tmp-1' }) });
    socket.status('connected');
    actor.send({ type: 'composer.submitted', text: 'hi' });
    clock.increment(DURATIONS.optimisticMatchWindow);
    await settle();
    expect(calls.sendText).toEqual([expect.objectContaining({ tempId: 'tmp-1', message: 'hi' })]);
  });

  it('a failed send keeps the text as failed and says why; Retry sends it again under the same temp_id', async () => {
    const own = chatMessageOf(3, { sender: ALICE.id, message: 'hello', temp_id: 'tmp-1' });
    let answer: Error | typeof own = new ApiError(MESSAGES.networkError, 0, null);
    const { actor, snapshot, toasts, socket, calls } = await loaded({ sendText: async () => { if (answer instanceof Error) throw answer; return answer; } });
    socket.status('error');
    actor.send({ type: 'composer.submitted', text: 'hello' });
    await settle();
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'hello (failed)']);
    expect(selectIsSending(snapshot())).toBe(false);
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.networkError }]);
    answer = own;
    actor.send({ type: 'message.retried', temp_id: 'tmp-1' });
    expect(texts(snapshot()).at(-1)).toBe('hello (pending)');
    await settle();
    expect(calls.sendText).toEqual([expect.objectContaining({ tempId: 'tmp-1', message: 'hello' }), expect.objectContaining({ tempId: 'tmp-1', message: 'hello' })]);
    expect(texts(snapshot()).at(-1)).toBe('hello (sent)');
  });

  it('no answer over a half-open socket and the request failing: the text stays until the socket delivers it, once', async () => {
    const { actor, snapshot, socket, clock } = await loaded({ sendText: new ApiError(MESSAGES.networkError, 0, null) });
    socket.status('connected');
    actor.send({ type: 'composer.submitted', text: 'are you there?' });
    clock.increment(DURATIONS.optimisticMatchWindow);
    await settle();
    expect(texts(snapshot()).at(-1)).toBe('are you there? (failed)');
    // The socket notices the drop and holds the unconfirmed message again: it sends it once open.
    const held = { type: 'message', message: 'are you there?', temp_id: 'tmp-1', uniquecode: ROOM_CODE, sender: ALICE.username } as const;
    socket.status('disconnected');
    actor.send({ type: 'socket.requeued', channel: 'chat', messages: [held], queued: 1 });
    expect(texts(snapshot()).at(-1)).toBe('are you there? (failed)');
    socket.status('connected');
    const stored = chatMessageOf(3, { sender: ALICE.id, message: 'are you there?', temp_id: 'tmp-1' });
    socket.frame({ type: 'message_sent', temp_id: 'tmp-1', message: stored });
    socket.frame({ type: 'chat', message: stored });
    await settle();
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'are you there?']);
  });

  it('messages left in the offline queue by a reload show on their way until the server confirms them', async () => {
    const queued = [
      { type: 'message', message: 'typed before the reload', temp_id: 'tmp-old-1', uniquecode: ROOM_CODE, sender: ALICE.username },
      { type: 'message', message: 'already stored', temp_id: 'tmp-old-2', uniquecode: ROOM_CODE, sender: ALICE.username },
    ] as const;
    const stored = chatMessageOf(3, { sender: ALICE.id, message: 'already stored', temp_id: 'tmp-old-2' });
    const input = chatInput({ socket: { ...chatInput().socket, queued: [...queued] } });
    const { snapshot, socket } = await loaded({ room: messagesAnswerOf([chatMessageOf(1), chatMessageOf(2), stored]) }, input);
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'already stored', 'typed before the reload (pending)']);
    socket.status('connected');
    socket.frame({ type: 'message_sent', temp_id: 'tmp-old-1', message: chatMessageOf(4, { sender: ALICE.id, message: 'typed before the reload', temp_id: 'tmp-old-1' }) });
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'already stored', 'typed before the reload']);
  });

  it('a catch-up that carries a message still shown as failed confirms it', async () => {
    const stored = chatMessageOf(3, { sender: ALICE.id, message: 'late', temp_id: 'tmp-1' });
    const { actor, snapshot, socket } = await loaded({ sendText: new ApiError(MESSAGES.networkError, 0, null), catchUp: messagesAnswerOf([stored]) });
    socket.status('error');
    actor.send({ type: 'composer.submitted', text: 'late' });
    await settle();
    expect(texts(snapshot()).at(-1)).toBe('late (failed)');
    socket.status('connected');
    await settle();
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'late']);
  });

  it('an empty message is refused with the spec text', async () => {
    const { actor, toasts, snapshot } = await loaded();
    actor.send({ type: 'composer.submitted', text: '   ' });
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.messageEmpty }]);
    expect(selectIsSending(snapshot())).toBe(false);
  });

  it('a signed-out user cannot send', async () => {
    const { actor, toasts } = await loaded({}, chatInput({ username: null }));
    actor.send({ type: 'composer.submitted', text: 'hi' });
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.chatSendRequiresLogin }]);
  });

  it('checks a chosen picture, then sends it by request; 413 says the image is too large', async () => {
    const { actor, snapshot, toasts, calls } = await loaded({ sendImage: new ApiError('too big', 413, null) });
    actor.send({ type: 'composer.imageChosen', file: imageFile(10, 'text/plain') });
    actor.send({ type: 'composer.imageChosen', file: imageFile(1024 * 1024 + 1) });
    expect(toasts.map((toast) => toast.message)).toEqual([MESSAGES.notAnImage, MESSAGES.imageOver1MB]);
    expect(selectChosenImage(snapshot())).toBeNull();
    const picture = imageFile();
    actor.send({ type: 'composer.imageChosen', file: picture });
    expect(selectChosenImage(snapshot())).toBe(picture);
    actor.send({ type: 'composer.submitted', text: '' });
    expect(selectChosenImage(snapshot())).toBeNull();
    await settle();
    expect(calls.sendImage).toEqual([{ uniquecode: ROOM_CODE, sender: ALICE.username, message: '', tempId: 'tmp-1', file: picture }]);
    expect(toasts.at(-1)?.message).toBe(MESSAGES.imageFileTooLarge);
    const [failed] = selectTimeline(snapshot()).filter((entry) => entry.kind === 'pending');
    expect(failed?.kind === 'pending' && [failed.pending.status, failed.pending.file]).toEqual(['failed', picture]);
    actor.send({ type: 'message.retried', temp_id: 'tmp-1' });
    await settle();
    expect(calls.sendImage).toHaveLength(2);
    expect(calls.sendImage[1]).toMatchObject({ tempId: 'tmp-1', file: picture });
  });

  it('drops a message only when its id is shown; the same text twice in a second is two messages', async () => {
    const sameTime = chatMessageOf(2).created_at;
    const twice = [chatMessageOf(1, { message: 'ok', created_at: sameTime }), chatMessageOf(2, { message: 'ok', created_at: sameTime })];
    const { snapshot, socket } = await loaded({ room: messagesAnswerOf(twice) });
    expect(texts(snapshot())).toEqual(['ok', 'ok']);
    socket.status('connected');
    socket.frame({ type: 'chat', message: chatMessageOf(2, { message: 'ok', created_at: sameTime }) });
    expect(texts(snapshot())).toEqual(['ok', 'ok']);
    socket.frame({ type: 'chat', message: chatMessageOf(3, { message: 'ok', created_at: sameTime }) });
    expect(texts(snapshot())).toEqual(['ok', 'ok', 'ok']);
  });

  it('own messages with the same text sent quickly are each confirmed by their own temp_id', async () => {
    const { actor, snapshot, socket } = await loaded();
    socket.status('connected');
    actor.send({ type: 'composer.submitted', text: 'ok' });
    socket.frame({ type: 'message_sent', temp_id: 'tmp-1', message: chatMessageOf(3, { sender: ALICE.id, message: 'ok', temp_id: 'tmp-1' }) });
    actor.send({ type: 'composer.submitted', text: 'ok' });
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'ok', 'ok (pending)']);
    // Another tab's echo of the first does not stand for the second.
    socket.frame({ type: 'chat', message: chatMessageOf(3, { sender: ALICE.id, message: 'ok', temp_id: 'tmp-1' }) });
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'ok', 'ok (pending)']);
    socket.frame({ type: 'message_sent', temp_id: 'tmp-2', message: chatMessageOf(4, { sender: ALICE.id, message: 'ok', temp_id: 'tmp-2' }) });
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'ok', 'ok']);
  });

  it("an own message's echo carrying its temp_id stands for the optimistic one", async () => {
    const { actor, snapshot, socket } = await loaded();
    socket.status('connected');
    actor.send({ type: 'composer.submitted', text: 'on my way' });
    socket.frame({ type: 'chat', message: chatMessageOf(3, { sender: ALICE.id, message: 'on my way', temp_id: 'tmp-1' }) });
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'on my way']);
    expect(selectIsSending(snapshot())).toBe(false);
  });

  it('reads older pages before the oldest message shown, one at a time, until the first message', async () => {
    const page = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => chatMessageOf(from + index));
    const { actor, snapshot, calls } = startChatRoom({
      room: { ...messagesAnswerOf(page(101, 150)), has_next: true },
      older: [new Error('offline'), { ...messagesAnswerOf(page(51, 100)), has_next: true }, { ...messagesAnswerOf(page(1, 50)), has_next: false }],
    });
    await settle();
    expect(selectHasOlder(snapshot())).toBe(true);
    actor.send({ type: 'history.olderWanted' });
    actor.send({ type: 'history.olderWanted' });
    expect(selectLoadingOlder(snapshot())).toBe(true);
    await settle();
    // The failed page is asked for again on the next request.
    expect(calls.loadOlder).toEqual([{ uniquecode: ROOM_CODE, beforeSeq: 101 }]);
    expect(selectLoadingOlder(snapshot())).toBe(false);
    actor.send({ type: 'history.olderWanted' });
    await settle();
    actor.send({ type: 'history.olderWanted' });
    await settle();
    expect(calls.loadOlder).toEqual([
      { uniquecode: ROOM_CODE, beforeSeq: 101 },
      { uniquecode: ROOM_CODE, beforeSeq: 101 },
      { uniquecode: ROOM_CODE, beforeSeq: 51 },
    ]);
    expect(texts(snapshot())).toEqual(page(1, 150).map((message) => message.message));
    expect(selectHasOlder(snapshot())).toBe(false);
    actor.send({ type: 'history.olderWanted' });
    expect(selectLoadingOlder(snapshot())).toBe(false);
  });

  it("acknowledges the other user's messages and shows when they read ours", async () => {
    const mine = chatMessageOf(2, { sender: ALICE.id });
    const { snapshot, socket } = await loaded({ room: messagesAnswerOf([chatMessageOf(1), mine]) });
    socket.status('connected');
    socket.frame({ type: 'chat', message: chatMessageOf(3) });
    expect(socket.sent).toContainEqual({ type: 'message_read', message_ids: [103] });
    socket.frame({ type: 'message_read', username: BOLA.username, message_ids: [mine.id] });
    const entry = selectTimeline(snapshot()).find((item) => item.kind === 'message' && item.message.id === mine.id);
    expect(entry?.kind === 'message' && entry.message.is_read).toBe(true);
  });

  it('reports typing while the user types and stops after 3 s of quiet', async () => {
    const { actor, socket, clock } = await loaded();
    socket.status('connected');
    actor.send({ type: 'composer.typed' });
    actor.send({ type: 'composer.typed' });
    expect(socket.sent).toEqual([{ type: 'typing', is_typing: true }]);
    clock.increment(DURATIONS.typingIdle);
    expect(socket.sent).toEqual([
      { type: 'typing', is_typing: true },
      { type: 'typing', is_typing: false },
    ]);
  });

  it("shows the other side's typing for at most 3 s, and their presence", async () => {
    const { snapshot, socket, clock } = await loaded();
    socket.status('connected');
    socket.frame({ type: 'typing', username: BOLA.username, is_typing: true });
    expect(selectOtherTyping(snapshot())).toBe(true);
    clock.increment(DURATIONS.typingIdle);
    expect(selectOtherTyping(snapshot())).toBe(false);
    socket.frame({ type: 'connection_established', online_friends: [BOLA.username] });
    expect(selectOtherStatus(snapshot())).toBe('online');
    socket.frame({ type: 'user_online', username: BOLA.username, status: 'away' });
    expect(selectOtherStatus(snapshot())).toBe('away');
    socket.frame({ type: 'user_offline', username: BOLA.username, status: 'offline', last_seen: '2026-03-01T11:00:00.000Z' });
    expect(selectOtherStatus(snapshot())).toBe('offline');
    expect(selectOtherLastSeen(snapshot())).toBe('2026-03-01T11:00:00.000Z');
  });

  it('after a reconnect it fetches what came after the last seq', async () => {
    const { snapshot, socket, calls } = await loaded({ catchUp: messagesAnswerOf([chatMessageOf(3)]) });
    socket.status('connected');
    expect(selectChatUnavailable(snapshot())).toBe(false);
    socket.status('connecting');
    expect(selectChatUnavailable(snapshot())).toBe(true);
    socket.status('connected');
    await settle();
    expect(calls.catchUp).toEqual([{ uniquecode: ROOM_CODE, afterSeq: 2 }]);
    expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'message 3']);
  });

  describe('a gap in the room\'s seqs (a frame lost on the way) is fetched', () => {
    /** Answers the catch-ups in turn, the last one again and again. */
    const pages = (...answers: Array<ReturnType<typeof messagesAnswerOf> | Error>) => {
      let call = 0;
      return async () => {
        const next = answers[Math.min(call, answers.length - 1)];
        call += 1;
        if (next === undefined || next instanceof Error) throw next ?? new Error('no page');
        return next;
      };
    };

    it('a message whose seq skips some fetches what came between; all show once, in seq order', async () => {
      const { snapshot, socket, calls } = await loaded({ catchUp: messagesAnswerOf([chatMessageOf(3), chatMessageOf(4), chatMessageOf(5)]) });
      socket.status('connected');
      socket.frame({ type: 'chat', message: chatMessageOf(5) });
      await settle();
      expect(calls.catchUp).toEqual([{ uniquecode: ROOM_CODE, afterSeq: 2 }]);
      expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
    });

    it("my own message_sent past a seq I never saw fetches the other side's message", async () => {
      const own = chatMessageOf(4, { sender: ALICE.id, message: 'mine', temp_id: 'tmp-1' });
      const { actor, snapshot, socket, calls } = await loaded({ catchUp: messagesAnswerOf([chatMessageOf(3), own]) });
      socket.status('connected');
      actor.send({ type: 'composer.submitted', text: 'mine' });
      socket.frame({ type: 'message_sent', temp_id: 'tmp-1', message: own });
      await settle();
      expect(calls.catchUp).toEqual([{ uniquecode: ROOM_CODE, afterSeq: 2 }]);
      expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'message 3', 'mine']);
    });

    it('messages that follow one another fetch nothing', async () => {
      const { snapshot, socket, calls } = await loaded();
      socket.status('connected');
      socket.frame({ type: 'chat', message: chatMessageOf(3) });
      socket.frame({ type: 'chat', message: chatMessageOf(4) });
      await settle();
      expect(calls.catchUp).toEqual([]);
      expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'message 3', 'message 4']);
    });

    it('a gap longer than a page is read a page at a time', async () => {
      const first = { ...messagesAnswerOf([chatMessageOf(3), chatMessageOf(4)]), has_next: true };
      const { snapshot, socket, calls } = await loaded({ catchUp: pages(first, messagesAnswerOf([chatMessageOf(5), chatMessageOf(6)])) });
      socket.status('connected');
      socket.frame({ type: 'chat', message: chatMessageOf(6) });
      await settle();
      expect(calls.catchUp).toEqual([
        { uniquecode: ROOM_CODE, afterSeq: 2 },
        { uniquecode: ROOM_CODE, afterSeq: 4 },
      ]);
      expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5', 'message 6']);
    });

    it('a gap that could not be fetched is fetched from its start once the socket is back', async () => {
      const { snapshot, socket, calls } = await loaded({ catchUp: pages(new ApiError(MESSAGES.networkError, 0, null), messagesAnswerOf([chatMessageOf(3), chatMessageOf(4), chatMessageOf(5)])) });
      socket.status('connected');
      socket.frame({ type: 'chat', message: chatMessageOf(4) });
      await settle();
      socket.frame({ type: 'chat', message: chatMessageOf(5) });
      socket.status('connecting');
      socket.status('connected');
      await settle();
      expect(calls.catchUp).toEqual([
        { uniquecode: ROOM_CODE, afterSeq: 2 },
        { uniquecode: ROOM_CODE, afterSeq: 2 },
      ]);
      expect(texts(snapshot())).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
    });
  });
});
