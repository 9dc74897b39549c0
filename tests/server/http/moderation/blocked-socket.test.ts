import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/contract';
import { useTestApp } from '../../support/helpers';
import { chatSocket, roomOfTwo, socketRoot, textFrame } from '../../support/realtime-clients';

describe('the chat socket under a block', () => {
  const t = useTestApp();

  it('answers a message between blocked users with the reason as an error frame and stores nothing', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    await t().stores.blocks.set(bola.id, alice.id, true);
    const socket = await chatSocket(root, room.uniquecode, alice.token);
    socket.send(textFrame(room.uniquecode, alice.username, 'blocked-1'));
    expect(await socket.next('error')).toEqual({ type: 'error', message: MESSAGES.blockedByThisUser });
    expect((await t().stores.messages.page(room.id, { page: 1, pageSize: 10 })).count).toBe(0);
    await socket.close();
  });
});
