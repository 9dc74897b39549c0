import { afterEach, describe, expect, it } from 'vitest';
import { openRedis, type RedisLog } from '../../../server/redis';
import { CuttableProxy } from './cuttable-proxy';
import { waitFor } from './resuming-client';

const redisUrl = process.env.TEST_REDIS_URL;

type Line = { level: 'warn' | 'info'; message: string; details: object };

function capturedLog(lines: Line[]): RedisLog {
  return {
    warn: (details, message) => void lines.push({ level: 'warn', message, details }),
    info: (details, message) => void lines.push({ level: 'info', message, details }),
  };
}

describe.runIf(redisUrl)('a Redis connection in the log', () => {
  const closing: Array<() => Promise<unknown> | void> = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  it('says once that Redis is away, however often it retries, and once that it is back', async () => {
    const proxy = await CuttableProxy.start(redisUrl ?? '');
    closing.push(() => proxy.close());
    const lines: Line[] = [];
    const redis = openRedis(proxy.url, 'rate limits', capturedLog(lines));
    closing.push(() => redis.disconnect());
    await redis.ping();

    proxy.takeAway();
    await expect(redis.ping()).rejects.toThrow();
    await expect(redis.ping()).rejects.toThrow();
    proxy.restore();
    await waitFor(() => lines.some((line) => line.level === 'info'), 'Redis back in the log', 10_000);

    expect(lines.map(({ level, message, details }) => ({ level, message, details: { redis: (details as { redis?: string }).redis } }))).toEqual([
      { level: 'warn', message: 'Redis is unreachable; retrying', details: { redis: 'rate limits' } },
      { level: 'info', message: 'Redis is reachable again', details: { redis: 'rate limits' } },
    ]);
    expect(await redis.ping()).toBe('PONG');
  });
});
