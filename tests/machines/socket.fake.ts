/** The socket machine on a simulated clock with a recording transport, shared by the socket's test files. */
import { expect } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type AnyActorRef } from 'xstate';
import { CLOSE_CODES, LIMITS, type ClientSocketMessage } from '../../src/contract';
import { selectConnectionStatus, selectRetryDelay, socketMachine, type ConnectionCommand, type ConnectionInput, type QueuedChatMessage, type SocketInput, type SocketNotice } from '../../src/machines/socket';
import { ALICE, chatMessageOf, ROOM_CODE as UNIQUECODE } from '../fixtures/chat';

export const SECOND = 1000;
export const SESSION = { token: 'tok en/1', username: ALICE.username };
export const chatTarget = { channel: 'chat', uniquecode: UNIQUECODE } as const;

type Connection = { input: ConnectionInput; sent: ClientSocketMessage[]; closed: boolean };

/** The sockets a test started; each test file stops them after each test (`afterEach(stopSockets)`). */
export const running: AnyActorRef[] = [];
export function stopSockets() {
  running.splice(0).forEach((actor) => actor.stop());
  localStorage.clear();
}

/**
 * The socket machine with a recording transport: each connection is a record of
 * what was sent on it and whether the machine closed it; the test plays the
 * server by sending socket.* events. Activity comes from the test too.
 */
export function start(input: Partial<SocketInput> = {}, options: { realQueueStorage?: boolean; answersPings?: boolean } = {}) {
  const clock = new SimulatedClock();
  const connections: Connection[] = [];
  const persisted: Array<{ key: string; queue: QueuedChatMessage[] }> = [];
  const connection = fromCallback<ConnectionCommand, ConnectionInput>(({ input: connectionInput, receive, sendBack }) => {
    const record: Connection = { input: connectionInput, sent: [], closed: false };
    connections.push(record);
    receive((command) => {
      record.sent.push(command.message);
      if (options.answersPings && command.message.type === 'ping') sendBack(pong);
    });
    return () => {
      record.closed = true;
    };
  });
  const machine = socketMachine.provide({
    actors: { connection, watchActivity: fromCallback(() => undefined) },
    ...(options.realQueueStorage
      ? {}
      : {
          actions: {
            persistQueue: ({ context }) => {
              if (context.queueKey) persisted.push({ key: context.queueKey, queue: [...context.unconfirmed, ...context.queue] });
            },
          },
        }),
  });
  const actor = createActor(machine, { clock, input: { target: chatTarget, token: SESSION.token, seed: 42, ...input } });
  running.push(actor);
  const notices: SocketNotice[] = [];
  actor.on('*', (notice) => notices.push(notice));
  actor.start();
  const last = () => connections.at(-1);
  const status = () => selectConnectionStatus(actor.getSnapshot());
  const refusals = () => notices.filter((notice) => notice.type === 'socket.refused');
  return { actor, clock, connections, last, status, notices, refusals, persisted };
}

export const chatText = (text: string, tempId = `tmp-${text}`): QueuedChatMessage => ({
  type: 'message',
  message: text,
  temp_id: tempId,
  uniquecode: UNIQUECODE,
  sender: SESSION.username,
});

export const send = (message: ClientSocketMessage) => ({ type: 'user.send' as const, message });
export const pong = { type: 'socket.message' as const, data: { type: 'pong', timestamp: '2026-03-01T10:00:00.000Z' } };
export const messageSent = (sent: QueuedChatMessage, seq: number) => ({
  type: 'socket.message' as const,
  data: { type: 'message_sent', temp_id: sent.temp_id, message: chatMessageOf(seq, { sender: ALICE.id, message: sent.message, temp_id: sent.temp_id }) },
});

/** Closes abnormally until the 5 attempts are spent: the socket is disconnected. */
export function giveUp(socket: ReturnType<typeof start>) {
  socket.actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
  for (let attempt = 0; attempt < LIMITS.reconnectAttempts; attempt += 1) {
    socket.clock.increment(selectRetryDelay(socket.actor.getSnapshot()) ?? 0);
    socket.actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
  }
  expect(socket.status()).toBe('disconnected');
}

