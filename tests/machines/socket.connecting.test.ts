import { afterEach, describe, expect, test } from 'vitest';
import { CLOSE_CODES, DURATIONS, LIMITS, MESSAGES } from '../../src/contract';
import { backoffDelay, drawUnit, selectCanReconnect, selectIsConnected, selectReconnectAttempt, selectRetryDelay, selectSocketError } from '../../src/machines/socket';
import { chatTarget, chatText, giveUp, pong, SECOND, send, SESSION, start, stopSockets } from './socket.fake';

afterEach(stopSockets);

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
