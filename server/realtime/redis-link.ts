import type { Redis } from 'ioredis';

/**
 * Whether a Redis connection that was up has gone away. Before its first 'ready' it does not count as lost:
 * commands wait in ioredis's offline queue for the first connection, as at start. `onBack` runs inside
 * 'ready', before ioredis sends anything else on the connection (the channels it subscribes to again).
 */
export function redisLink(connection: Redis, onBack: () => void = () => {}) {
  let wasReady = false;
  let lost = false;
  connection.on('ready', () => {
    wasReady = true;
    if (!lost) return;
    lost = false;
    onBack();
  });
  connection.on('close', () => {
    if (wasReady) lost = true;
  });
  return {
    get lost() {
      return lost;
    },
  };
}
