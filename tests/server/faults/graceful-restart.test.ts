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
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
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
    const answeredAt = Date.now();
    expect(await exited).toBe(0);
    // Its connection, kept alive by the client once answered, does not hold the stop until the grace period ends.
    expect(Date.now() - answeredAt).toBeLessThan(2000);
  }, 30_000);
});

describe('a rolling restart past its grace period', () => {
  const GRACE_MS = 300;
  const t = useServerProcess(openSqliteTestDatabase, { SHUTDOWN_GRACE_MS: String(GRACE_MS) });

  it('cuts a request that does not finish in time, then still closes cleanly and exits 0', async () => {
    const { server } = t();
    const stuck = halfSentRequest(server.url, JSON.stringify({ email: 'never-finished@example.com' }));
    const cut = stuck.answered.then(
      () => 'answered',
      (error: unknown) => (error instanceof Error && 'code' in error ? error.code : 'failed'),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = Date.now();
    expect(await server.stop()).toBe(0);
    expect(await cut).toBe('ECONNRESET');
    expect(Date.now() - started).toBeGreaterThanOrEqual(GRACE_MS);
  }, 30_000);
});
