import type { CacheChangedListener, Hub, SessionsEndedListener } from './hub';
import { channelListeners } from './listeners';

/** One process: a publish reaches the listeners at once, in publish order, and none is ever missed. */
export function memoryHub(): Hub {
  const listeners = channelListeners();
  const sessionListeners = new Set<SessionsEndedListener>();
  const cacheListeners = new Set<CacheChangedListener>();
  let closed = false;

  return {
    async publish(channel, message) {
      if (!closed) listeners.deliver(channel, message);
    },
    async subscribe(channel, listener) {
      listeners.add(channel, listener);
      return async () => void listeners.remove(channel, listener);
    },
    async sessionsEnded(userId) {
      if (!closed) for (const listener of [...sessionListeners]) listener(userId);
    },
    async onSessionsEnded(listener) {
      sessionListeners.add(listener);
      return async () => void sessionListeners.delete(listener);
    },
    async cacheChanged(cache) {
      if (!closed) for (const listener of [...cacheListeners]) listener(cache);
    },
    async onCacheChanged(listener) {
      cacheListeners.add(listener);
      return async () => void cacheListeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      sessionListeners.clear();
      cacheListeners.clear();
    },
  };
}
