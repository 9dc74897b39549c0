import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorAnswerSchema, MESSAGES } from '../../../src/contract';
import { answerClientError } from '../../../server/http/client-errors';
import { useTestApp } from '../support/helpers';
import { captureLogs } from '../support/log-capture';

/** What a raw connection heard: every byte, and whether the server ended it cleanly (FIN) or it broke. */
type Heard = { text: string; ending: Promise<'ended' | string> };

function openRaw(port: number): { socket: net.Socket; heard: Heard } {
  const socket = net.connect(port, '127.0.0.1');
  const heard: Heard = { text: '', ending: Promise.resolve('ended') };
  socket.on('data', (chunk: Buffer) => (heard.text += chunk.toString('latin1')));
  heard.ending = new Promise((resolve) => {
    socket.on('end', () => resolve('ended'));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  return { socket, heard };
}

/** Waits until the heard text holds `count` whole answers (headers and a Content-Length body each). */
async function answers(heard: Heard, count: number): Promise<{ head: string; body: string }[]> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const found: { head: string; body: string }[] = [];
    let rest = heard.text;
    while (rest.includes('\r\n\r\n')) {
      const [head = '', ...after] = rest.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      const remainder = after.join('\r\n\r\n');
      if (remainder.length < length) break;
      found.push({ head, body: remainder.slice(0, length) });
      rest = remainder.slice(length);
    }
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} answers, heard: ${heard.text}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const logs = captureLogs();

describe('malformed requests on a kept-alive connection', () => {
  const t = useTestApp({ logger: logs.logger });

  async function listening(): Promise<number> {
    await t().app.listen({ host: '127.0.0.1', port: 0 });
    const address = t().app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    return address.port;
  }

  const GOOD = 'GET /api/users/online HTTP/1.1\r\nHost: market.test\r\n\r\n';
  const cases: [label: string, request: string, status: number, message: string][] = [
    ['a header line without a colon', 'GET /api/users/online HTTP/1.1\r\nHost: market.test\r\nno colon here\r\n\r\n', 400, MESSAGES.validationFailed],
    ['headers over the size limit (431)', `GET /api/users/online HTTP/1.1\r\nHost: market.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, MESSAGES.requestTooLarge],
  ];

  for (const [label, request, status, message] of cases) {
    it(`answers ${label} in the error shape with Connection: close, then ends the connection cleanly`, async () => {
      const { socket, heard } = openRaw(await listening());
      logs.clear();
      socket.write(GOOD);
      const [first] = await answers(heard, 1);
      expect(first?.head).toMatch(/^HTTP\/1\.1 200 /);
      expect(first?.head).toMatch(/connection: keep-alive/i);
      socket.write(request);
      const [, refused] = await answers(heard, 2);
      expect(refused?.head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(refused?.head).toMatch(/\r\nconnection: close(\r\n|$)/i);
      expect(errorAnswerSchema.parse(JSON.parse(refused?.body ?? ''))).toEqual({ message });
      expect(await heard.ending).toBe('ended');
      expect(logs.errors()).toEqual([]);
      socket.destroy();
    });
  }

  it('answers a HEAD request over the header limit with a 431 that carries no body', async () => {
    const { socket, heard } = openRaw(await listening());
    socket.write(`HEAD /api/users/online HTTP/1.1\r\nHost: market.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(await heard.ending).toBe('ended');
    expect(heard.text).toMatch(/^HTTP\/1\.1 431 /);
    expect(heard.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(heard.text.endsWith('\r\n\r\n')).toBe(true);
    socket.destroy();
  });

  it("lets a keep-alive client's next request after a 431 go through on a new connection", async () => {
    const port = await listening();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const fetchStatus = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/api/users/online', agent, headers }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', reject);
      });
    expect(await fetchStatus({ 'x-big': 'a'.repeat(20_000) })).toBe(431);
    expect(await fetchStatus({})).toBe(200);
    agent.destroy();
  });
});

describe('a request too slow to arrive', () => {
  it('is answered 408 in the error shape with Connection: close', async () => {
    const log = { info: () => {} };
    const server = net.createServer((socket) => {
      const timeout: NodeJS.ErrnoException = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
      answerClientError.call({ log }, timeout, socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    const { socket, heard } = openRaw(address.port);
    const [answer] = await answers(heard, 1);
    expect(answer?.head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\nconnection: close/i);
    expect(JSON.parse(answer?.body ?? '')).toEqual({ message: MESSAGES.requestTimedOut });
    expect(await heard.ending).toBe('ended');
    socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
});
