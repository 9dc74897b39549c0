import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import { useTestApp } from '../support/helpers';

const UPGRADE_HEADERS = 'Host: market.test\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';

/** Sends a socket upgrade for `path` on a raw connection: what came back, and whether the server ended the connection. */
async function upgrade(port: number, path: string): Promise<{ answer: string; ended: boolean }> {
  const connection = net.connect(port, '127.0.0.1');
  let answer = '';
  connection.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  const ended = new Promise<boolean>((resolve) => {
    connection.on('end', () => resolve(true));
    connection.on('close', () => resolve(true));
    setTimeout(() => resolve(false), 1000);
  });
  connection.write(`GET ${path} HTTP/1.1\r\n${UPGRADE_HEADERS}`);
  const result = { answer: '', ended: await ended };
  connection.destroy();
  return { ...result, answer };
}

describe('socket upgrades the router refuses', () => {
  const t = useTestApp();

  it('answers a socket path that is not valid percent-encoding with a 400 and closes the connection', async () => {
    const port = new URL(await t().app.listen({ host: '127.0.0.1', port: 0 })).port;
    for (const path of ['/ws/chat/%/?token=abc', '/ws/social/post/%zz/', '/ws/notifications%ff/']) {
      const { answer, ended } = await upgrade(Number(port), path);
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, path).toContain(JSON.stringify({ message: MESSAGES.validationFailed }));
      // Left open, the connection would stay for ever (the client's close is never read) and hold up a shutdown.
      expect(ended, path).toBe(true);
    }
  });
});
