import { afterEach, describe, expect, test } from 'vitest';
import { assign, createActor, fromCallback, setup, SimulatedClock, type AnyActorRef } from 'xstate';
import { CLOSE_CODES, DURATIONS, LIMITS, MESSAGES, socketPath, type ClientSocketMessage } from '../../src/contract';
import {
  backoffDelay,
  drawUnit,
  readSocketInput,
  selectCanReconnect,
  selectConnectionStatus,
  selectIsConnected,
  selectLastSeq,
  selectQueuedMessages,
  selectReconnectAttempt,
  selectRetryDelay,
  selectSocketError,
  socketMachine,
  socketSystemId,
  isSocketSystemId,
  type ConnectionCommand,
  type ConnectionInput,
  type QueuedChatMessage,
  type SocketInput,
  type SocketNotice,
} from '../../src/machines/socket';
import { offlineQueueKey, readOfflineQueue } from '../../src/services/offlineQueue';
import { openSocket, socketUrl } from '../../src/services/socket';
import { createTraceRecorder } from '../../src/trace';
import { formatReport, replayTrace } from '../../src/trace/trace.replay';
import { ALICE, BOLA, chatMessageOf, ROOM_CODE as UNIQUECODE } from '../fixtures/chat';

const SECOND = 1000;
const SESSION = { token: 'tok en/1', username: ALICE.username };
const chatTarget = { channel: 'chat', uniquecode: UNIQUECODE } as const;

type Connection = { input: ConnectionInput; sent: ClientSocketMessage[]; closed: boolean };

const running: AnyActorRef[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  localStorage.clear();
});

/**
 * The socket machine with a recording transport: each connection is a record of
 * what was sent on it and whether the machine closed it; the test plays the
 * server by sending socket.* events. Activity comes from the test too.
 */
function start(input: Partial<SocketInput> = {}, options: { realQueueStorage?: boolean; answersPings?: boolean } = {}) {
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

const chatText = (text: string, tempId = `tmp-${text}`): QueuedChatMessage => ({
  type: 'message',
  message: text,
  temp_id: tempId,
  uniquecode: UNIQUECODE,
  sender: SESSION.username,
});

const send = (message: ClientSocketMessage) => ({ type: 'user.send' as const, message });
const pong = { type: 'socket.message' as const, data: { type: 'pong', timestamp: '2026-03-01T10:00:00.000Z' } };
const messageSent = (sent: QueuedChatMessage, seq: number) => ({
  type: 'socket.message' as const,
  data: { type: 'message_sent', temp_id: sent.temp_id, message: chatMessageOf(seq, { sender: ALICE.id, message: sent.message, temp_id: sent.temp_id }) },
});

/** Closes abnormally until the 5 attempts are spent: the socket is disconnected. */
function giveUp(socket: ReturnType<typeof start>) {
  socket.actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
  for (let attempt = 0; attempt < LIMITS.reconnectAttempts; attempt += 1) {
    socket.clock.increment(selectRetryDelay(socket.actor.getSnapshot()) ?? 0);
    socket.actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
  }
  expect(socket.status()).toBe('disconnected');
}


describe('socket transport (services/socket)', () => {
  test('builds /ws URLs on the page host with the token in the query string', () => {
    expect(socketPath({ channel: 'chat', uniquecode: 'a b' })).toBe('/chat/a%20b/');
    expect(socketPath({ channel: 'notifications' })).toBe('/notifications/');
    expect(socketPath({ channel: 'social', postId: 12 })).toBe('/social/post/12/');
    expect(socketUrl({ channel: 'notifications' }, 'a+b', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/ws/notifications/?token=a%2Bb',
    );
    expect(socketUrl(chatTarget, 't', { protocol: 'https:', host: 'naija.market' })).toBe(`wss://naija.market/ws/chat/${UNIQUECODE}/?token=t`);
  });

  test('reports open, JSON frames and close; sends JSON only when open; closing stops the reports', () => {
    class FakeSocket extends EventTarget {
      readyState = 0;
      frames: string[] = [];
      closedWith: number | undefined;
      send(frame: string) {
        this.frames.push(frame);
      }
      close(code?: number) {
        this.closedWith = code;
      }
    }
    const fake = new FakeSocket();
    const seen: unknown[] = [];
    const connection = openSocket(
      'ws://x/ws/notifications/?token=t',
      { opened: () => seen.push('opened'), received: (data) => seen.push(data), closed: (code) => seen.push(code) },
      () => fake as unknown as WebSocket,
    );
    expect(connection.send({ type: 'ping' })).toBe(false);
    fake.readyState = 1;
    fake.dispatchEvent(new Event('open'));
    expect(connection.send({ type: 'ping' })).toBe(true);
    expect(fake.frames).toEqual(['{"type":"ping"}']);
    fake.dispatchEvent(new MessageEvent('message', { data: '{"type":"pong","timestamp":"now"}' }));
    fake.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    fake.dispatchEvent(new CloseEvent('close', { code: 1006 }));
    connection.close(CLOSE_CODES.normal);
    fake.dispatchEvent(new CloseEvent('close', { code: 1000 }));
    expect(seen).toEqual(['opened', { type: 'pong', timestamp: 'now' }, undefined, 1006]);
    expect(fake.closedWith).toBe(1000);
  });
});

describe('socket machine: connecting', () => {
  test('a chat without a token never connects and says why', () => {
    const { actor, connections, status, refusals } = start({ token: null });
    expect(status()).toBe('unauthenticated');
    expect(selectSocketError(actor.getSnapshot())).toBe(MESSAGES.chatMissingAuth);
    actor.send(send(chatText('hi')));
    expect(refusals()).toEqual([expect.objectContaining({ reason: 'signedOut', notice: MESSAGES.chatSendRequiresLogin })]);
    expect(connections).toHaveLength(0);
  });

  test('the notification socket without a token is unauthenticated, with no chat text', () => {
    const { actor, status } = start({ target: { channel: 'notifications' }, token: '' });
    expect(status()).toBe('unauthenticated');
    expect(selectSocketError(actor.getSnapshot())).toBeNull();
  });

  test('opens a connection for its target with the token, and is connected once it opens', () => {
    const { actor, last, status } = start();
    expect(last()?.input).toEqual({ target: chatTarget, token: SESSION.token });
    expect(status()).toBe('connecting');
    actor.send({ type: 'socket.opened' });
    expect(status()).toBe('connected');
    expect(selectIsConnected(actor.getSnapshot())).toBe(true);
  });

  test('gives up connecting after 15 s and counts it as an abnormal close', () => {
    const { actor, clock, connections, status } = start();
    clock.increment(DURATIONS.realtimeConnectTimeout - 1);
    expect(status()).toBe('connecting');
    clock.increment(1);
    expect(actor.getSnapshot().matches('reconnecting')).toBe(true);
    expect(actor.getSnapshot().context.closeCode).toBe(CLOSE_CODES.abnormal);
    expect(connections[0]?.closed).toBe(true);
    expect(selectReconnectAttempt(actor.getSnapshot())).toBe(1);
  });
});

describe('socket machine: close codes and backoff', () => {
  test('1000 and 1001 close for good: no reconnect however long', () => {
    for (const code of [CLOSE_CODES.normal, CLOSE_CODES.goingAway]) {
      const { actor, clock, connections, status } = start();
      actor.send({ type: 'socket.opened' });
      actor.send({ type: 'socket.closed', code });
      clock.increment(10 * 60 * SECOND);
      expect(status()).toBe('disconnected');
      expect(actor.getSnapshot().matches('closed')).toBe(true);
      expect(connections).toHaveLength(1);
      expect(selectSocketError(actor.getSnapshot())).toBeNull();
    }
  });

  test("4001 and 4003 are errors with the spec's texts, and never reconnect", () => {
    const cases = [
      { code: CLOSE_CODES.authenticationFailed, text: MESSAGES.realtimeAuthFailed, reason: 'authFailed' },
      { code: CLOSE_CODES.forbidden, text: MESSAGES.realtimeForbidden, reason: 'forbidden' },
    ] as const;
    for (const { code, text, reason } of cases) {
      const { actor, clock, connections, status, refusals } = start();
      actor.send({ type: 'socket.closed', code });
      clock.increment(60 * SECOND);
      expect(status()).toBe('error');
      expect(selectSocketError(actor.getSnapshot())).toBe(text);
      expect(connections).toHaveLength(1);
      actor.send(send(chatText('still there?')));
      expect(refusals()).toEqual([expect.objectContaining({ reason, notice: text })]);
    }
  });

  // 1011: the server could not open it; 1012: the server restarts, or frames meant for it were lost (Redis was away).
  test('1006, 503, 1011 and 1012 reconnect after the backoff, to the millisecond', () => {
    for (const code of [CLOSE_CODES.abnormal, CLOSE_CODES.serviceUnavailable, CLOSE_CODES.internalError, CLOSE_CODES.serviceRestart]) {
      const { actor, clock, connections, status } = start();
      actor.send({ type: 'socket.opened' });
      actor.send({ type: 'socket.closed', code });
      const delay = selectRetryDelay(actor.getSnapshot()) ?? 0;
      expect(delay).toBeGreaterThanOrEqual(DURATIONS.reconnectBackoffBase);
      expect(delay).toBeLessThan(DURATIONS.reconnectBackoffBase + DURATIONS.reconnectJitterMax);
      expect(status()).toBe('connecting');
      clock.increment(delay - 1);
      expect(connections).toHaveLength(1);
      clock.increment(1);
      expect(connections).toHaveLength(2);
      expect(actor.getSnapshot().matches({ live: 'connecting' })).toBe(true);
    }
  });

  test('backs off 1, 2, 4, 8, 16 s (plus under 1 s of jitter) for 5 attempts, then is disconnected', () => {
    const { actor, clock, connections, status } = start();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= LIMITS.reconnectAttempts; attempt += 1) {
      actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
      expect(selectReconnectAttempt(actor.getSnapshot())).toBe(attempt);
      const delay = selectRetryDelay(actor.getSnapshot()) ?? 0;
      delays.push(delay);
      clock.increment(delay);
      expect(connections).toHaveLength(attempt + 1);
    }
    delays.forEach((delay, index) => {
      const base = DURATIONS.reconnectBackoffBase * 2 ** index;
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThan(base + DURATIONS.reconnectJitterMax);
    });
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    expect(status()).toBe('disconnected');
    expect(selectSocketError(actor.getSnapshot())).toBe(MESSAGES.chatConnectFailed);
    expect(connections).toHaveLength(LIMITS.reconnectAttempts + 1);
  });

  test('the same seed waits the same; other seeds spread the jitter over [0, 1 s)', () => {
    const firstDelay = (seed: number) => {
      const { actor } = start({ seed });
      actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
      return selectRetryDelay(actor.getSnapshot()) ?? 0;
    };
    expect(firstDelay(7)).toBe(firstDelay(7));
    const delays = Array.from({ length: 100 }, (_, seed) => firstDelay(seed));
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThan(2000);
    }
    expect(Math.min(...delays)).toBeLessThan(1100);
    expect(Math.max(...delays)).toBeGreaterThan(1900);
  });

  test('backoff doubles from 1 s and is capped at 30 s before jitter; jitter stays under 1 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(attempt, 0))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffDelay(1, 0.9999999)).toBe(1999);
    expect(backoffDelay(20, 0.5)).toBe(30500);
    expect(backoffDelay(1, 1)).toBeLessThan(2000);
    let seed = 1;
    for (let draw = 0; draw < 1000; draw += 1) {
      const next = drawUnit(seed);
      expect(next.unit).toBeGreaterThanOrEqual(0);
      expect(next.unit).toBeLessThan(1);
      seed = next.seed;
    }
  });

  test('an attempt succeeds only once open 10 s: opening and closing at once still backs off, up to the limit', () => {
    const { actor, clock, connections, status } = start();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= LIMITS.reconnectAttempts; attempt += 1) {
      actor.send({ type: 'socket.opened' });
      clock.increment(DURATIONS.connectionStable - 1);
      actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
      expect(selectReconnectAttempt(actor.getSnapshot())).toBe(attempt);
      delays.push(selectRetryDelay(actor.getSnapshot()) ?? 0);
      clock.increment(delays.at(-1) ?? 0);
    }
    delays.forEach((delay, index) => expect(delay).toBeGreaterThanOrEqual(DURATIONS.reconnectBackoffBase * 2 ** index));
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    expect(status()).toBe('disconnected');
    expect(connections).toHaveLength(LIMITS.reconnectAttempts + 1);
  });

  test('open 10 s, the attempts start again from the first', () => {
    const { actor, clock } = start();
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    clock.increment(selectRetryDelay(actor.getSnapshot()) ?? 0);
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    clock.increment(selectRetryDelay(actor.getSnapshot()) ?? 0);
    actor.send({ type: 'socket.opened' });
    clock.increment(DURATIONS.connectionStable - 1);
    expect(selectReconnectAttempt(actor.getSnapshot())).toBe(2);
    clock.increment(1);
    expect(selectReconnectAttempt(actor.getSnapshot())).toBe(0);
    actor.send(pong);
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    expect(selectReconnectAttempt(actor.getSnapshot())).toBe(1);
  });

  test('a disconnected socket tries once more every 10 s by itself, with no one to tell it, until one holds', () => {
    const socket = start();
    const { actor, clock, connections, status } = socket;
    giveUp(socket);
    const given = connections.length;
    clock.increment(DURATIONS.connectionRecheck - 1);
    expect(connections).toHaveLength(given);
    clock.increment(1);
    expect(connections).toHaveLength(given + 1);
    expect(status()).toBe('connecting');
    // A failed recheck is disconnected again at once: no backoff, no fresh 5 attempts.
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    expect(status()).toBe('disconnected');
    clock.increment(DURATIONS.connectionRecheck);
    expect(connections).toHaveLength(given + 2);
    actor.send({ type: 'socket.opened' });
    expect(status()).toBe('connected');
    clock.increment(DURATIONS.connectionStable);
    expect(selectReconnectAttempt(actor.getSnapshot())).toBe(0);
  });

  test('a disconnected socket tries at once on activity, the page becoming visible or the network coming back; Retry starts the 5 attempts afresh', () => {
    const wakes = [{ type: 'user.activity' }, { type: 'app.visibilityChanged', visible: true }, { type: 'app.online' }, { type: 'user.reconnect' }] as const;
    for (const wake of wakes) {
      const socket = start();
      const { actor, status, connections } = socket;
      giveUp(socket);
      expect(selectCanReconnect(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'app.visibilityChanged', visible: false });
      expect(status()).toBe('disconnected');
      actor.send(wake);
      expect(status()).toBe('connecting');
      expect(connections).toHaveLength(LIMITS.reconnectAttempts + 2);
      expect(selectReconnectAttempt(actor.getSnapshot())).toBe(wake.type === 'user.reconnect' ? 0 : LIMITS.reconnectAttempts);
    }
  });

  test('the network coming back cuts the backoff short', () => {
    const { actor, connections } = start();
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    expect(connections).toHaveLength(1);
    actor.send({ type: 'app.online' });
    expect(connections).toHaveLength(2);
    expect(selectReconnectAttempt(actor.getSnapshot())).toBe(1);
  });

  test('Retry during the backoff skips the wait', () => {
    const { actor, connections } = start();
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    actor.send({ type: 'user.reconnect' });
    expect(connections).toHaveLength(2);
    expect(selectReconnectAttempt(actor.getSnapshot())).toBe(1);
  });
});

describe('socket machine: while open', () => {
  test('pings every 60 s while the pongs come back', () => {
    const { actor, clock, last, status } = start();
    actor.send({ type: 'socket.opened' });
    const pings = () => last()?.sent.filter((message) => message.type === 'ping').length;
    clock.increment(DURATIONS.heartbeatPing - 1);
    expect(pings()).toBe(0);
    clock.increment(1);
    expect(pings()).toBe(1);
    actor.send(pong);
    clock.increment(DURATIONS.heartbeatPing);
    expect(pings()).toBe(2);
    actor.send(pong);
    clock.increment(DURATIONS.pongDeadline);
    expect(status()).toBe('connected');
  });

  test('a ping without a pong in 10 s is a dropped (half-open) connection: closed, then reconnected with backoff', () => {
    const { actor, clock, connections, status, notices } = start();
    actor.send({ type: 'socket.opened' });
    clock.increment(DURATIONS.heartbeatPing);
    clock.increment(DURATIONS.pongDeadline - 1);
    expect(status()).toBe('connected');
    clock.increment(1);
    expect(connections[0]?.closed).toBe(true);
    expect(actor.getSnapshot().matches('reconnecting')).toBe(true);
    expect(actor.getSnapshot().context.closeCode).toBe(CLOSE_CODES.abnormal);
    expect(selectReconnectAttempt(actor.getSnapshot())).toBe(1);
    clock.increment(selectRetryDelay(actor.getSnapshot()) ?? 0);
    expect(connections).toHaveLength(2);
    // The pong is passed on like any frame.
    actor.send({ type: 'socket.opened' });
    actor.send(pong);
    expect(notices.filter((notice) => notice.type === 'socket.received' && notice.message.type === 'pong')).toHaveLength(1);
  });

  test('a chat message sent asks for a pong at once, so a dead connection is noticed within 10 s of it', () => {
    const { actor, clock, last, status } = start();
    actor.send({ type: 'socket.opened' });
    actor.send(send(chatText('are you there?')));
    expect(last()?.sent).toEqual([chatText('are you there?'), { type: 'ping' }]);
    // Typing does not.
    actor.send(send({ type: 'typing', is_typing: true }));
    actor.send(pong);
    actor.send(send({ type: 'typing', is_typing: false }));
    expect(last()?.sent.filter((message) => message.type === 'ping')).toHaveLength(1);
    actor.send(send(chatText('still there?')));
    clock.increment(DURATIONS.pongDeadline);
    expect(status()).toBe('connecting');
    expect(actor.getSnapshot().matches('reconnecting')).toBe(true);
  });

  test('closes as inactive after 10 minutes without activity, and opens again on activity', () => {
    const { actor, clock, connections, status } = start({}, { answersPings: true });
    actor.send({ type: 'socket.opened' });
    clock.increment(9 * 60 * SECOND);
    actor.send({ type: 'user.activity' });
    clock.increment(DURATIONS.inactivityTimeout - 1);
    expect(status()).toBe('connected');
    clock.increment(1);
    expect(status()).toBe('inactive');
    expect(connections[0]?.closed).toBe(true);
    actor.send({ type: 'app.visibilityChanged', visible: false });
    expect(status()).toBe('inactive');
    actor.send({ type: 'user.activity' });
    expect(status()).toBe('connecting');
    expect(connections).toHaveLength(2);
  });

  test('presence can close it as inactive at once', () => {
    const { actor, status, connections } = start();
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'presence.idle' });
    expect(status()).toBe('inactive');
    expect(connections[0]?.closed).toBe(true);
  });

  test('incoming frames are parsed with the contract; invalid ones are ignored; the highest seq is kept', () => {
    const { actor, notices } = start();
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.message', data: { type: 'chat', message: chatMessageOf(12) } });
    actor.send({ type: 'socket.message', data: { type: 'chat', message: { id: 'nope' } } });
    actor.send({ type: 'socket.message', data: undefined });
    actor.send({ type: 'socket.message', data: { type: 'chat', message: chatMessageOf(9) } });
    actor.send({ type: 'socket.message', data: { type: 'pong', timestamp: 'now' } });
    const received = notices.filter((notice) => notice.type === 'socket.received');
    expect(received.map((notice) => notice.message.type)).toEqual(['chat', 'chat', 'pong']);
    expect(selectLastSeq(actor.getSnapshot())).toBe(12);
  });

  test('outgoing messages go through the contract: text is trimmed, an empty one is refused', () => {
    const { actor, last, refusals } = start();
    actor.send({ type: 'socket.opened' });
    actor.send(send(chatText('  hello  ', 't1')));
    actor.send(send(chatText('   ', 't2')));
    expect(last()?.sent.filter((message) => message.type === 'message')).toEqual([chatText('hello', 't1')]);
    expect(refusals()).toEqual([expect.objectContaining({ reason: 'invalid' })]);
  });

  test('tells its receiver everything it emits', () => {
    const received: SocketNotice[] = [];
    const receiver = createActor(
      fromCallback<SocketNotice>(({ receive }) => {
        receive((notice) => received.push(notice));
      }),
    ).start();
    running.push(receiver);
    const { actor, notices } = start({ receiver });
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.message', data: { type: 'chat', message: chatMessageOf(3) } });
    expect(received).toEqual(notices);
    expect(received.map((notice) => notice.type)).toEqual(['socket.statusChanged', 'socket.statusChanged', 'socket.received']);
    expect(received[1]).toEqual({ type: 'socket.statusChanged', channel: 'chat', status: 'connected', error: null });
  });
});

describe('socket machine: owned by another machine', () => {
  test('a parent passes itself as the receiver and gets the notices as events', () => {
    const socket = socketMachine.provide({ actors: { connection: fromCallback(() => undefined), watchActivity: fromCallback(() => undefined) } });
    // The shape a chat room takes: it invokes the socket and keeps what arrives.
    const room = setup({
      types: { context: {} as { received: number[]; status: string }, events: {} as SocketNotice },
      actors: { socket },
    }).createMachine({
      context: { received: [], status: 'none' },
      invoke: {
        src: 'socket',
        id: 'socket',
        input: ({ self }) => ({ target: chatTarget, token: 'tok', seed: 1, receiver: self }),
      },
      on: {
        'socket.received': {
          actions: assign(({ context, event }) => ({
            received: event.message.type === 'chat' ? [...context.received, event.message.message.seq] : context.received,
          })),
        },
        'socket.statusChanged': { actions: assign(({ event }) => ({ status: event.status })) },
      },
    });
    const actor = createActor(room).start();
    running.push(actor);
    const child = actor.getSnapshot().children.socket;
    child?.send({ type: 'socket.opened' });
    child?.send({ type: 'socket.message', data: { type: 'chat', message: chatMessageOf(4) } });
    expect(actor.getSnapshot().context).toEqual({ received: [4], status: 'connected' });
  });
});

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

describe('socket system ids', () => {
  test('presence finds every socket by its systemId', () => {
    expect(socketSystemId({ channel: 'notifications' })).toBe('notifications');
    expect(socketSystemId(chatTarget)).toBe(`chat:${UNIQUECODE}`);
    expect(socketSystemId({ channel: 'social', postId: 4 })).toBe('social:4');
    expect(['notifications', 'chat:x', 'social:1'].every(isSocketSystemId)).toBe(true);
    expect(['auth', 'presence'].some(isSocketSystemId)).toBe(false);
  });
});

describe('socket machine: recorded traces', () => {
  test('a session with backoff, pings and a replay replays to the same states (the jitter comes from the recorded seed)', () => {
    const clock = new SimulatedClock();
    const recorder = createTraceRecorder({ now: () => clock.now() });
    const machine = socketMachine.provide({
      actors: { connection: fromCallback(() => undefined), watchActivity: fromCallback(() => undefined) },
      actions: { persistQueue: () => undefined },
    });
    const actor = createActor(machine, { clock, inspect: recorder.inspect, input: { target: chatTarget, token: 'tok', seed: 99, lastSeq: 1 } });
    running.push(actor);
    actor.start();
    actor.send(send(chatText('while connecting')));
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    clock.increment(selectRetryDelay(actor.getSnapshot()) ?? 0);
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.serviceUnavailable });
    clock.increment(selectRetryDelay(actor.getSnapshot()) ?? 0);
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.message', data: { type: 'chat', message: chatMessageOf(8) } });
    clock.increment(DURATIONS.heartbeatPing);
    actor.send(pong);
    clock.increment(DURATIONS.heartbeatPing);
    clock.increment(DURATIONS.pongDeadline);
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connecting');

    const report = replayTrace(recorder.toFile(), (id) => (id === 'socket' ? socketMachine : undefined));
    expect(report.ok, formatReport(report)).toBe(true);
    expect(report.actors.map((replayed) => replayed.status)).toEqual(['passed']);
    expect(report.actors[0]?.steps.length).toBeGreaterThan(8);
  });
});

