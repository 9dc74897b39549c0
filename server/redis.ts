import { Redis } from 'ioredis';

/** Where a Redis connection says it lost Redis and got it back: Fastify's logger fits. */
export type RedisLog = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

/**
 * A Redis connection for state shared between server processes. While Redis is down a
 * command fails after one reconnection attempt instead of waiting, so no request hangs on it.
 * An outage is logged once when it starts and once when it ends, whatever ioredis retries between.
 */
export function openRedis(url: string, role: string, log?: RedisLog): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  let away = false;
  redis.on('error', (error: Error) => {
    if (away) return;
    away = true;
    log?.warn({ redis: role, err: error.message }, 'Redis is unreachable; retrying');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log?.info({ redis: role }, 'Redis is reachable again');
  });
  return redis;
}
