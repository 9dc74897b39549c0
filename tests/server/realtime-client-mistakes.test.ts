import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { useTestApp } from './helpers';
import { chatSocket, roomOfTwo, settle, socketRoot, textFrame } from './realtime-clients';

describe('client mistakes on the sockets', () => {
  const t = useTestApp();

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
});
