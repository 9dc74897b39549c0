import type { Hub } from './hub';
import { channelListeners } from './listeners';

/** One process: a publish reaches the listeners at once, in publish order. */
export function memoryHub(): Hub {
  const listeners = channelListeners();
  let closed = false;

  return {
    async publish(channel, message) {
      if (!closed) listeners.deliver(channel, message);
    },
    async subscribe(channel, listener) {
      listeners.add(channel, listener);
      return async () => void listeners.remove(channel, listener);
    },
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
