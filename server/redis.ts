import { Redis } from 'ioredis';

/**
 * A Redis connection for state shared between server processes. While Redis is down a
 * command fails after one reconnection attempt instead of waiting, so no request hangs on it.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1 });
}
