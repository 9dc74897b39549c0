import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { systemClock } from '../../../server/clock';
import { openConnection } from '../../../server/realtime/connection';
import { memoryHub } from '../../../server/realtime/memory-hub';
import { settle } from '../support/realtime-clients';

/** A real socket pair on loopback: the server's side, and the client's. */
async function socketPair(servers: WebSocketServer[]) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  await new Promise((resolve) => client.once('open', resolve));
  return { socket: await accepted, client };
}

describe('a connection whose socket closes before it was opened', () => {
  const servers: WebSocketServer[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  it('drops the frames that waited for it, so a stopping process does not wait on them', async () => {
    const { socket, client } = await socketPair(servers);
    const received: string[] = [];
    const connection = openConnection(socket, {
      user: { id: 1, username: 'ada', tokenId: 1 },
      hub: memoryHub(),
      clock: systemClock,
      log: Fastify({ logger: false }).log,
      frameLimit: { max: 100, windowMs: 1000 },
      heartbeat: false,
      counted: (direction, type) => void (direction === 'received' && received.push(type)),
    });
    client.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => received).toEqual(['ping']);

    // As when opening it failed: no handler ever starts, and the socket closes.
    connection.close(1011, '');
    await expect.poll(() => connection.closed).toBe(true);
    expect(await Promise.race([connection.handled().then(() => 'handled'), settle(1000).then(() => 'still waiting')])).toBe('handled');
  });
});
