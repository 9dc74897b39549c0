import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import { json, useTestApp, type TestApp } from '../support/helpers';
import { connect, socketRoot, tokenUser } from '../support/realtime-clients';

const METRICS_TOKEN = 'scrape-me-0123456789abcdef';

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The sample's value in the text format, by its name and labels as written (`name{a="b"}`); undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ env: { METRICS_TOKEN } });

  it('refuses a missing or wrong bearer token with 401', async () => {
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}x`, `Token ${METRICS_TOKEN}`, 'Bearer ']) {
      const answer = await scrape(t(), authorization);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(json(answer)).toEqual({ message: MESSAGES.notAuthenticated });
    }
  });

  it('counts requests and their latency by route pattern, never by URL', async () => {
    for (const id of [1, 2, 3]) await t().app.inject({ method: 'GET', url: `/api/post/${id}` });
    const answer = await scrape(t(), `Bearer ${METRICS_TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/post/:id",status_code="404"}')).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/post/:id",status_code="404"}')).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/post/:id",status_code="404"}')).toBe(3);
    expect(text).not.toContain('/api/post/1');
    // The process's own, the queues, and the pool: PostgreSQL's, or the read thread the test's SQLite has.
    expect(text).toContain('process_resident_memory_bytes');
    expect(sample(text, 'chat_commit_queue_depth')).toBe(0);
    expect(sample(text, 'uploads_in_progress')).toBe(0);
    expect(sample(text, 'db_pool_connections{state="open"}')).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
  });

  it('counts open sockets by channel and the frames they receive and send', async () => {
    const user = await tokenUser(t().stores);
    const root = await socketRoot(t().app);
    const socket = connect(`${root}/notifications/?token=${encodeURIComponent(user.token)}`);
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.send({ type: 'ping' });
    await socket.next('pong', () => true, 1);
    socket.sendRaw('not json');
    await socket.next('error');

    const open = (await scrape(t(), `Bearer ${METRICS_TOKEN}`)).body;
    expect(sample(open, 'sockets_open{channel="notifications"}')).toBe(1);
    expect(sample(open, 'sockets_open{channel="chat"}')).toBe(0);
    expect(sample(open, 'socket_frames_total{channel="notifications",direction="received",type="ping"}')).toBe(2);
    expect(sample(open, 'socket_frames_total{channel="notifications",direction="sent",type="pong"}')).toBe(2);
    expect(sample(open, 'socket_frames_total{channel="notifications",direction="received",type="refused"}')).toBe(1);

    await socket.close();
    await expect.poll(async () => sample((await scrape(t(), `Bearer ${METRICS_TOKEN}`)).body, 'sockets_open{channel="notifications"}')).toBe(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('is not there (404), whatever token is sent', async () => {
    const answer = await scrape(t(), `Bearer ${METRICS_TOKEN}`);
    expect(answer.statusCode).toBe(404);
    expect(json(answer)).toEqual({ message: MESSAGES.notFound });
  });
});
