import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { RESTART_REASON } from '../../../server/realtime/socket-routes';
import { CLOSE_CODES, FORGOT_PASSWORD_RESPONSES, MESSAGES } from '../../../src/contract';
import { chatSocket, roomOfTwo } from '../support/realtime-clients';
import { openSqliteTestDatabase } from '../support/test-database';
import { useServerProcess } from './use-server-process';

type Answer = { status: number; body: string };

/** A request whose body is half sent: in flight until `finish` sends the rest. */
function halfSentRequest(url: string, body: string) {
  const request = http.request(`${url}/api/forgotpassword/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { answered, finish: () => request.end(body.slice(half)) };
}

/** Whether a fresh TCP connection is taken: false once the process stopped listening. */
async function acceptsConnections(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/healthz`);
    return true;
  } catch {
    return false;
  }
}

describe('a rolling restart (SIGTERM)', () => {
  const t = useServerProcess(openSqliteTestDatabase, { SHUTDOWN_GRACE_MS: '10000' });

  it('closes sockets with 1012, refuses new connections, finishes the request in flight and exits 0', async () => {
    const { local, server } = t();
    const { alice, room } = await roomOfTwo(local.stores);
    const socket = await chatSocket(server.socketRoot, room.uniquecode, alice.token);
    const slow = halfSentRequest(server.url, JSON.stringify({ email: 'nobody-here@example.com' }));
    // The request has reached the server (its headers are read) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = server.stop();
    expect(await socket.closed).toEqual({ code: CLOSE_CODES.serviceRestart, reason: RESTART_REASON });
    await expect.poll(() => acceptsConnections(server.url)).toBe(false);

    slow.finish();
    const answer = await slow.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ response: FORGOT_PASSWORD_RESPONSES.noUser, message: MESSAGES.resetUnknownUser });
    expect(await exited).toBe(0);
  }, 30_000);
});
