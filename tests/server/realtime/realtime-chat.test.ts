import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, LIMITS, MESSAGES } from '../../../src/contract';
import { useTestApp } from '../support/helpers';
import { storedText } from '../support/chat-fixtures';
import { chatSocket, chatUrl, connect, roomOfTwo, settle, socketRoot, textFrame, tokenUser } from '../support/realtime-clients';

describe('the chat socket /ws/chat/{uniquecode}/', () => {
  const t = useTestApp();

  describe('who may open it', () => {
    it('closes with 4001 and the spec text without a token or with a bad one', async () => {
      const root = await socketRoot(t().app);
      const { room } = await roomOfTwo(t().stores);
      for (const url of [chatUrl(root, room.uniquecode), chatUrl(root, room.uniquecode, 'not-a-token')]) {
        expect(await connect(url).closed).toEqual({ code: CLOSE_CODES.authenticationFailed, reason: MESSAGES.realtimeAuthFailed });
      }
    });

    it("closes with 4003 on someone else's room and on a room that does not exist", async () => {
      const root = await socketRoot(t().app);
      const { room } = await roomOfTwo(t().stores);
      const stranger = await tokenUser(t().stores);
      for (const code of [room.uniquecode, 'no-such-room']) {
        expect(await connect(chatUrl(root, code, stranger.token)).closed).toEqual({
          code: CLOSE_CODES.forbidden,
          reason: MESSAGES.realtimeForbidden,
        });
      }
    });

    it('refuses the upgrade from a page of another site', async () => {
      const root = await socketRoot(t().app);
      const { alice, room } = await roomOfTwo(t().stores);
      const foreign = connect(chatUrl(root, room.uniquecode, alice.token), { origin: 'https://evil.example' });
      expect((await foreign.closed).code).toBe(CLOSE_CODES.abnormal);
      const own = connect(chatUrl(root, room.uniquecode, alice.token), { origin: t().config.publicUrl });
      await own.next('connection_established');
      await own.close();
    });
  });

  it('opens with connection_established: the online partners and the room last seq', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const bolaSocket = await chatSocket(root, room.uniquecode, bola.token);
    expect(await bolaSocket.next('connection_established')).toEqual({ type: 'connection_established', online_friends: [], last_seq: 0 });
    const aliceSocket = await chatSocket(root, room.uniquecode, alice.token);
    expect(aliceSocket.all('connection_established')).toEqual([{ type: 'connection_established', online_friends: [bola.username], last_seq: 0 }]);
    await Promise.all([aliceSocket.close(), bolaSocket.close()]);
  });

  it('answers an invalid frame with an error and stays open', async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    const socket = await chatSocket(root, room.uniquecode, alice.token);
    socket.sendRaw('not json');
    socket.send({ type: 'message', message: '   ', temp_id: 't1', uniquecode: room.uniquecode, sender: alice.username });
    socket.send({ type: 'shout' });
    await socket.collect('error', 3);
    // A blank message is said in the spec's words; what is not a frame at all is an invalid message.
    expect(socket.all('error')).toEqual([MESSAGES.invalidSocketMessage, MESSAGES.messageEmpty, MESSAGES.invalidSocketMessage].map((message) => ({ type: 'error', message })));
    socket.send({ type: 'ping' });
    expect(await socket.next('pong')).toMatchObject({ type: 'pong' });
    expect(socket.isOpen()).toBe(true);
    await socket.close();
  });

  it('closes a socket that sends a frame over the size limit (1009)', async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    const socket = await chatSocket(root, room.uniquecode, alice.token);
    socket.sendRaw('x'.repeat(LIMITS.socketMessageMaxBytes + 1));
    expect((await socket.closed).code).toBe(1009);
  });

  it('sends a message: message_sent to the sender, chat to the peer, once each', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const [aliceSocket, bolaSocket] = [await chatSocket(root, room.uniquecode, alice.token), await chatSocket(root, room.uniquecode, bola.token)];
    aliceSocket.send(textFrame(room.uniquecode, alice.username, 'tmp-1', 'Is the generator still for sale?'));
    const sent = await aliceSocket.next('message_sent');
    expect(sent).toMatchObject({ temp_id: 'tmp-1', message: { message: 'Is the generator still for sale?', sender_id: alice.id, seq: 1, temp_id: 'tmp-1' } });
    expect((await bolaSocket.next('chat')).message).toEqual(sent.message);
    await settle();
    expect(aliceSocket.all('chat')).toEqual([]);
    expect(bolaSocket.all('chat')).toHaveLength(1);
    await Promise.all([aliceSocket.close(), bolaSocket.close()]);
  });

  it("gives the sender's other tab the chat frame", async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    const [tab1, tab2] = [await chatSocket(root, room.uniquecode, alice.token), await chatSocket(root, room.uniquecode, alice.token)];
    tab1.send(textFrame(room.uniquecode, alice.username, 'tab-1'));
    const sent = await tab1.next('message_sent');
    expect((await tab2.next('chat')).message).toEqual(sent.message);
    await Promise.all([tab1.close(), tab2.close()]);
  });

  it('stores a resend with the same temp_id once and confirms it twice', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const [aliceSocket, bolaSocket] = [await chatSocket(root, room.uniquecode, alice.token), await chatSocket(root, room.uniquecode, bola.token)];
    aliceSocket.send(textFrame(room.uniquecode, alice.username, 'same'));
    aliceSocket.send(textFrame(room.uniquecode, alice.username, 'same'));
    const [first, second] = await aliceSocket.collect('message_sent', 2);
    expect(second).toEqual(first);
    expect(await t().stores.messages.after(room.id, 0, 10)).toHaveLength(1);
    await settle();
    expect(bolaSocket.all('chat')).toHaveLength(1);
    await Promise.all([aliceSocket.close(), bolaSocket.close()]);
  });

  it('delivers 50 quick messages in seq order', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const [aliceSocket, bolaSocket] = [await chatSocket(root, room.uniquecode, alice.token), await chatSocket(root, room.uniquecode, bola.token)];
    for (let index = 1; index <= 50; index += 1) aliceSocket.send(textFrame(room.uniquecode, alice.username, `q${index}`, `message ${index}`));
    const received = await bolaSocket.collect('chat', 50);
    expect(received.map((frame) => frame.message.message)).toEqual(Array.from({ length: 50 }, (_, index) => `message ${index + 1}`));
    expect(received.map((frame) => frame.message.seq)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect((await aliceSocket.collect('message_sent', 50)).map((frame) => frame.temp_id)).toEqual(received.map((frame) => frame.message.temp_id));
    await Promise.all([aliceSocket.close(), bolaSocket.close()]);
  });

  it('resumes after a reconnect with exactly the messages missed, in order', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const aliceSocket = await chatSocket(root, room.uniquecode, alice.token);
    let bolaSocket = await chatSocket(root, room.uniquecode, bola.token);
    aliceSocket.send(textFrame(room.uniquecode, alice.username, 'r1'));
    const seen = await bolaSocket.next('chat');
    await bolaSocket.close();
    for (const tempId of ['r2', 'r3', 'r4']) aliceSocket.send(textFrame(room.uniquecode, alice.username, tempId));
    await aliceSocket.collect('message_sent', 4);

    bolaSocket = await chatSocket(root, room.uniquecode, bola.token);
    expect(bolaSocket.all('connection_established')[0]?.last_seq).toBe(4);
    bolaSocket.send({ type: 'resume', after_seq: seen.message.seq });
    const missed = await bolaSocket.collect('chat', 3);
    expect(missed.map((frame) => [frame.message.seq, frame.message.temp_id])).toEqual([[2, 'r2'], [3, 'r3'], [4, 'r4']]);
    aliceSocket.send(textFrame(room.uniquecode, alice.username, 'r5'));
    await bolaSocket.next('chat', (frame) => frame.message.temp_id === 'r5');
    await settle();
    expect(bolaSocket.all('chat').map((frame) => frame.message.seq)).toEqual([2, 3, 4, 5]);
    await Promise.all([aliceSocket.close(), bolaSocket.close()]);
  });

  it('resumes more than one batch', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const total = LIMITS.resumeBatchMax + 5;
    for (let index = 1; index <= total; index += 1) {
      await storedText(t().stores, room, alice, `old ${index}`);
    }
    const bolaSocket = await chatSocket(root, room.uniquecode, bola.token);
    bolaSocket.send({ type: 'resume', after_seq: 0 });
    const missed = await bolaSocket.collect('chat', total);
    expect(missed.map((frame) => frame.message.seq)).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    await bolaSocket.close();
  });

  it('relays typing to the peer only, and read receipts of what was unread', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const [aliceSocket, bolaSocket] = [await chatSocket(root, room.uniquecode, alice.token), await chatSocket(root, room.uniquecode, bola.token)];
    aliceSocket.send({ type: 'typing', is_typing: true });
    expect(await bolaSocket.next('typing')).toEqual({ type: 'typing', username: alice.username, is_typing: true });

    aliceSocket.send(textFrame(room.uniquecode, alice.username, 'read-me'));
    const { message } = await bolaSocket.next('chat');
    bolaSocket.send({ type: 'message_read', message_ids: [message.id] });
    expect(await aliceSocket.next('message_read')).toEqual({ type: 'message_read', username: bola.username, message_ids: [message.id] });
    bolaSocket.send({ type: 'message_read', message_ids: [message.id] });
    bolaSocket.send({ type: 'ping' });
    await bolaSocket.next('pong');
    await settle();
    expect(aliceSocket.all('message_read')).toHaveLength(1);
    expect(aliceSocket.all('typing')).toEqual([]);
    expect(bolaSocket.all('message_read')).toEqual([]);
    await Promise.all([aliceSocket.close(), bolaSocket.close()]);
  });

  it('refuses a message for another room on this socket', async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    const socket = await chatSocket(root, room.uniquecode, alice.token);
    socket.send(textFrame('another-room', alice.username, 'x1'));
    expect(await socket.next('error')).toEqual({ type: 'error', message: MESSAGES.invalidChatRoom });
    expect(await t().stores.messages.after(room.id, 0, 10)).toEqual([]);
    await socket.close();
  });
});
