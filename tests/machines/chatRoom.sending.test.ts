import { describe, expect, it } from 'vitest';
import { DURATIONS, MESSAGES } from '../../src/contract';
import { ApiError } from '../../src/services/api';
import { selectChatUnavailable, selectChosenImage, selectIsSending, selectTimeline } from '../../src/machines/chatRoom';
import { ALICE, chatMessageOf, messagesAnswerOf, ROOM_CODE } from '../fixtures/chat';
import { chatInput, loaded, settle, texts } from './chatRoom.fake';

const imageFile = (size = 10, type = 'image/png') => new File([new Uint8Array(size)], 'photo.png', { type });

describe('chat room machine: sending', () => {
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
});
