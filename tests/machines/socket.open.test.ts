import { afterEach, describe, expect, test } from 'vitest';
import { assign, createActor, fromCallback, setup, SimulatedClock } from 'xstate';
import { CLOSE_CODES, DURATIONS } from '../../src/contract';
import { selectConnectionStatus, selectLastSeq, selectReconnectAttempt, selectRetryDelay, socketMachine, type SocketNotice } from '../../src/machines/socket';
import { createTraceRecorder } from '../../src/trace';
import { formatReport, replayTrace } from '../../src/trace/trace.replay';
import { chatMessageOf } from '../fixtures/chat';
import { chatTarget, chatText, pong, running, SECOND, send, start, stopSockets } from './socket.fake';

afterEach(stopSockets);

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
