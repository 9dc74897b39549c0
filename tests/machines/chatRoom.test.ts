import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
import { ApiError } from '../../src/services/api';
import { selectChatScreenState, selectChatUnavailable, selectHasOlder, selectLoadingOlder, selectOtherLastSeen, selectOtherStatus, selectOtherTyping, selectTimeline } from '../../src/machines/chatRoom';
import { ALICE, BOLA, chatMessageOf, messagesAnswerOf, ROOM_CODE } from '../fixtures/chat';
import { chatInput, loaded, settle, startChatRoom, texts } from './chatRoom.fake';

describe('chat room machine', () => {
  it("loads the room, marks it read, tells its system's inbox and opens the chat socket after the last seq", async () => {
    const told: unknown[] = [];
    const inbox = fromCallback(({ receive }) => receive((event) => told.push(event)));
    const app = createActor(setup({ actors: { inbox } }).createMachine({ invoke: { src: 'inbox', systemId: 'inbox' } })).start();
    const { snapshot, calls, socket } = await loaded({}, chatInput(), app);
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

  it('says real-time chat is unavailable when the first connection has not opened within its grace, not only after five failed attempts', async () => {
    const { snapshot, socket, clock } = await loaded();
    socket.status('connecting');
    clock.increment(DURATIONS.realtimeFirstConnectGrace - 1);
    expect(selectChatUnavailable(snapshot())).toBe(false);
    clock.increment(1);
    expect(selectChatUnavailable(snapshot())).toBe(true);
    socket.status('connected');
    expect(selectChatUnavailable(snapshot())).toBe(false);
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
