import { describe, expect, it } from 'vitest';
import { ipLocationAnswerSchema } from '../../../src/contract';
import { newUser, useTestApp } from '../support/helpers';

const lowered = { max: 2, windowMs: 60_000 };
const PROXY = '10.0.0.5';

type Via = { remoteAddress: string; forwardedFor?: string };

function through({ remoteAddress, forwardedFor }: Via) {
  return { remoteAddress, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } };
}

/** The address the server believes, as GET /api/geo/ip answers it. */
async function addressSeen(app: ReturnType<ReturnType<typeof useTestApp>>['app'], via: Via): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/geo/ip', ...through(via) });
  return ipLocationAnswerSchema.parse(response.json()).ip;
}

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1' }, rateLimits: { login: lowered } });

  it('believes the address the proxy appended (the right-most), not the ones the client wrote', async () => {
    expect(await addressSeen(t().app, { remoteAddress: PROXY, forwardedFor: '6.6.6.6, 41.58.1.1' })).toBe('41.58.1.1');
    expect(await addressSeen(t().app, { remoteAddress: PROXY, forwardedFor: '41.58.1.1' })).toBe('41.58.1.1');
  });

  it('limits wrong passwords from one client whatever addresses it forges in X-Forwarded-For', async () => {
    const user = await newUser(t().stores);
    const attempt = (forged: string, password = 'Wrong2026x') =>
      t().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password },
        ...through({ remoteAddress: PROXY, forwardedFor: `${forged}, 41.58.1.1` }),
      });
    expect((await attempt('1.1.1.1')).statusCode).toBe(400);
    expect((await attempt('2.2.2.2')).statusCode).toBe(400);
    expect((await attempt('3.3.3.3')).statusCode).toBe(429);
    expect((await attempt('4.4.4.4', user.password)).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY=2 (a CDN, then a load balancer)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '2' } });

  it('believes the address the outer proxy appended', async () => {
    const via = { remoteAddress: PROXY, forwardedFor: '6.6.6.6, 41.58.1.1, 172.16.0.9' };
    expect(await addressSeen(t().app, via)).toBe('41.58.1.1');
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '10.0.0.0/24, 192.168.1.1' } });

  it('reads X-Forwarded-For only from a listed proxy, and skips every listed proxy in it', async () => {
    expect(await addressSeen(t().app, { remoteAddress: PROXY, forwardedFor: '6.6.6.6, 41.58.1.1' })).toBe('41.58.1.1');
    expect(await addressSeen(t().app, { remoteAddress: PROXY, forwardedFor: '41.58.1.1, 192.168.1.1' })).toBe('41.58.1.1');
    expect(await addressSeen(t().app, { remoteAddress: '41.58.2.2', forwardedFor: '6.6.6.6' })).toBe('41.58.2.2');
  });
});

describe('without TRUST_PROXY', () => {
  const t = useTestApp();

  it('ignores X-Forwarded-For', async () => {
    expect(await addressSeen(t().app, { remoteAddress: '41.58.2.2', forwardedFor: '6.6.6.6' })).toBe('41.58.2.2');
  });
});
