import { describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER } from '../../../server/http/request-ids';
import { useTestApp } from '../support/helpers';
import { captureLogs, type LogLine } from '../support/log-capture';
import { connect, socketRoot, tokenUser } from '../support/realtime-clients';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const logs = captureLogs('debug');

const linesWith = (field: string, value: unknown): LogLine[] => logs.lines().filter((line) => line[field] === value);

describe('request ids in answers and logs', () => {
  const t = useTestApp({ logger: logs.logger });

  it('keeps a sane x-request-id, answers it, and logs the request under it', async () => {
    logs.clear();
    const answer = await t().app.inject({ method: 'GET', url: '/healthz', headers: { [REQUEST_ID_HEADER]: 'lb-7f3a:42' } });
    expect(answer.headers[REQUEST_ID_HEADER]).toBe('lb-7f3a:42');
    expect(linesWith('reqId', 'lb-7f3a:42').map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a fresh id when none is sent, or one that could forge a log line or is too long', async () => {
    for (const sent of [undefined, 'two words', 'x'.repeat(129), 'a\u00e9b']) {
      logs.clear();
      const answer = await t().app.inject({ method: 'GET', url: '/api/users/online/', headers: sent === undefined ? {} : { [REQUEST_ID_HEADER]: sent } });
      const id = answer.headers[REQUEST_ID_HEADER];
      expect(id, String(sent)).toMatch(UUID);
      expect(linesWith('reqId', id).map((line) => line.msg), String(sent)).toEqual(['incoming request', 'request completed']);
    }
  });

  it("names a socket's connection in its lines, and each frame's lines by the connection and a frame id", async () => {
    const user = await tokenUser(t().stores);
    const root = await socketRoot(t().app);
    logs.clear();
    const socket = connect(`${root}/notifications/?token=${encodeURIComponent(user.token)}`, { [REQUEST_ID_HEADER]: 'edge-socket-1' });
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.sendRaw('not json');
    await socket.next('error');
    await socket.close();
    await expect.poll(() => linesWith('connection_id', 'edge-socket-1').map((line) => line.msg)).toContain('socket closed');

    const lines = linesWith('connection_id', 'edge-socket-1');
    expect(lines.map((line) => [line.msg, line.frame_id])).toEqual([
      ['socket opened', undefined],
      ['socket frame', 1],
      ['socket frame refused', 2],
      ['socket closed', undefined],
    ]);
    expect(lines[0]).toMatchObject({ userId: user.id, path: '/ws/notifications/' });
  });
});
