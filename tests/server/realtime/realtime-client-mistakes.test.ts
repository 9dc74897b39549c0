import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_CODES, LIMITS, MESSAGES } from '../../../src/contract';
import { useTestApp } from '../support/helpers';
import { captureLogs, LOG_LEVELS } from '../support/log-capture';
import { chatSocket, chatUrl, connect, roomOfTwo, settle, socketRoot, textFrame } from '../support/realtime-clients';

const logs = captureLogs();

/** A text frame whose bytes are not UTF-8, which the `ws` client would not send through its own `send`. */
async function invalidUtf8Close(url: string): Promise<number> {
  const socket = new WebSocket(url);
  socket.on('error', () => {});
  await new Promise((resolve) => socket.on('open', resolve));
  socket.send(Buffer.from([0xff, 0xfe, 0xfd]), { binary: false });
  return new Promise((resolve) => socket.on('close', (code) => resolve(code)));
}

describe('client mistakes on the sockets', () => {
  const t = useTestApp({ logger: logs.logger });

  it('refuses a frame holding a NUL character, as the API does, storing nothing', async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    const socket = await chatSocket(root, room.uniquecode, alice.token);
    socket.send(textFrame(room.uniquecode, alice.username, 'nul-1', 'half\u0000way'));
    socket.send(textFrame(room.uniquecode, alice.username, 'nul\u0000id'));
    socket.send({ type: 'update_status', status: 'online', note: '\u0000' });
    const errors = await socket.collect('error', 3);
    expect(errors).toEqual([1, 2, 3].map(() => ({ type: 'error', message: MESSAGES.invalidSocketMessage })));
    socket.send(textFrame(room.uniquecode, alice.username, 'clean'));
    expect((await socket.next('message_sent')).message).toMatchObject({ seq: 1, temp_id: 'clean' });
    await settle();
    expect(socket.all('message_sent')).toHaveLength(1);
    await socket.close();
  });

  it('are logged as warnings at most, never as errors: a frame over 64 KiB (1009), bad bytes, bad frames, refused upgrades', async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    logs.clear();
    const oversize = await chatSocket(root, room.uniquecode, alice.token);
    oversize.sendRaw('x'.repeat(LIMITS.socketMessageMaxBytes + 1));
    expect((await oversize.closed).code).toBe(1009);
    expect(await invalidUtf8Close(chatUrl(root, room.uniquecode, alice.token))).toBe(1007);
    const mistaken = await chatSocket(root, room.uniquecode, alice.token);
    mistaken.sendRaw('not json');
    mistaken.sendRaw(Buffer.from([1, 2, 3]));
    mistaken.send({ type: 'shout' });
    await mistaken.collect('error', 3);
    await mistaken.close();
    expect((await connect(chatUrl(root, room.uniquecode, 'not-a-token')).closed).code).toBe(CLOSE_CODES.authenticationFailed);
    expect((await connect(chatUrl(root, 'no-such-room', alice.token)).closed).code).toBe(CLOSE_CODES.forbidden);
    expect((await connect(chatUrl(root, room.uniquecode, alice.token), { origin: 'https://evil.example' }).closed).code).toBe(CLOSE_CODES.abnormal);
    await settle();
    expect(logs.errors()).toEqual([]);
    const warnings = logs.lines().filter((line) => line.level === LOG_LEVELS.warn);
    expect(warnings.map((line) => line.msg)).toContain('socket closed for a client mistake');
  });
});
