import { describe, expect, it } from 'vitest';
import { fillTemplate, MESSAGES } from '../../../src/contract';
import { useTestApp } from '../support/helpers';
import { chatSocket, connect, roomOfTwo, settle, socketRoot } from '../support/realtime-clients';

describe('socket frame budget', () => {
  const t = useTestApp({ rateLimits: { socketFrames: { max: 3, windowMs: 60_000 } } });

  it('answers frames over the budget with an error, drops them, and stays open', async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    const socket = await chatSocket(root, room.uniquecode, alice.token);
    for (let index = 0; index < 5; index += 1) socket.send({ type: 'ping' });
    await socket.collect('error', 2);
    await settle();
    expect(socket.all('pong')).toHaveLength(3);
    expect(socket.all('error')).toEqual([
      { type: 'error', message: fillTemplate(MESSAGES.tooManyRequests, { wait: '1 minute' }) },
      { type: 'error', message: fillTemplate(MESSAGES.tooManyRequests, { wait: '1 minute' }) },
    ]);
    expect(socket.isOpen()).toBe(true);
    await socket.close();
  });
});

describe('socket heartbeat', () => {
  // 300 ms, not 50: on PostgreSQL the notification socket's opening reads took longer than one 50 ms sweep, which
  // ended it as unanswered before it could answer a ping (the production interval is 30 s).
  const t = useTestApp({ socketHeartbeatMs: 300 });

  it('sends chat sockets a heartbeat frame every interval, and the notification socket none', async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    const chat = await chatSocket(root, room.uniquecode, alice.token);
    const notifications = connect(`${root}/notifications/?token=${alice.token}`);
    const beats = await chat.collect('heartbeat', 2);
    expect(beats[0]).toEqual({ type: 'heartbeat', timestamp: t().clock.now().toISOString() });
    expect(notifications.all('heartbeat')).toEqual([]);
    expect(notifications.isOpen()).toBe(true);
    await Promise.all([chat.close(), notifications.close()]);
  });
});
