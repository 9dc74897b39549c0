import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorAnswerSchema } from '../../../src/contract';
import { roomBetween } from '../support/chat-fixtures';
import { newVendor } from '../support/factories';
import { newUser, signIn, useTestApp } from '../support/helpers';
import { captureLogs } from '../support/log-capture';
import { multipartBody } from '../support/multipart-body';

const logs = captureLogs();

/** Bodies a broken or hostile client sends as multipart: no boundary, cut short, or not multipart at all. */
async function malformedBodies(): Promise<[label: string, headers: Record<string, string>, payload: Buffer][]> {
  const whole = await multipartBody([
    { name: 'message_type', value: 'image' },
    { name: 'image_file', filename: 'a.jpg', bytes: Buffer.alloc(2000, 1), type: 'image/jpeg' },
  ]);
  const type = whole.headers['content-type'] ?? '';
  return [
    ['no boundary', { 'content-type': 'multipart/form-data' }, whole.payload],
    ['empty boundary', { 'content-type': 'multipart/form-data; boundary=' }, whole.payload],
    ['boundary over 256 characters', { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` }, whole.payload],
    ['not form data', { 'content-type': 'multipart/mixed; boundary=abc' }, whole.payload],
    ['cut short in a file', { 'content-type': type }, whole.payload.subarray(0, whole.payload.length - 1500)],
    ['cut short after a field', { 'content-type': type }, whole.payload.subarray(0, 120)],
    ['no closing boundary', { 'content-type': type }, whole.payload.subarray(0, whole.payload.length - 10)],
    ['not multipart inside', { 'content-type': type }, Buffer.from('plain words, no parts')],
    ['empty body', { 'content-type': type }, Buffer.alloc(0)],
  ];
}

describe('malformed multipart bodies', () => {
  const t = useTestApp({ logger: logs.logger });

  it('answers each on every multipart route with a 4xx in the error shape, logged below error level', async () => {
    const alice = await newVendor(t().stores, { username: 'alice_m' });
    const bola = await newUser(t().stores, { username: 'bola_m' });
    const token = await signIn(t().app, alice);
    const code = await roomBetween(t(), { ...alice, token }, bola);
    const routes = ['/api/upload/', '/api/updatedata', '/api/', `/api/v2/chats/${code}/messages/`, `/api/chat/${code}/messages/`];
    logs.clear();
    const answers: string[] = [];
    for (const url of routes) {
      for (const [label, headers, payload] of await malformedBodies()) {
        const response = await t().app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Token ${token}` } });
        const shaped = errorAnswerSchema.safeParse(response.json()).success;
        answers.push(`${url} ${label}: ${response.statusCode >= 400 && response.statusCode < 500 && shaped ? '4xx' : response.statusCode}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 4xx'))).toEqual([]);
    expect(logs.errors()).toEqual([]);
  });

  it('logs an upload the client abandons midway below error level', async () => {
    const alice = await newVendor(t().stores, { username: 'alice_m' });
    const token = await signIn(t().app, alice);
    await t().app.listen({ host: '127.0.0.1', port: 0 });
    const address = t().app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    logs.clear();
    for (const url of ['/api/upload/', '/api/updatedata']) {
      const head = [`POST ${url} HTTP/1.1`, 'Host: market.test', `Authorization: Token ${token}`, 'Content-Type: multipart/form-data; boundary=abc', 'Content-Length: 100000'];
      const part = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
      const socket = net.connect(address.port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(`${head.join('\r\n')}\r\n\r\n${part}`);
      socket.write(Buffer.alloc(2000, 0xff));
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
    }
    const deadline = Date.now() + 2000;
    while (logs.lines().filter((line) => line.msg === 'request abandoned by the client').length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(logs.errors()).toEqual([]);
    expect(logs.lines().filter((line) => line.msg === 'request abandoned by the client')).toHaveLength(2);
  });
});
