import type { Hub, SessionsEndedListener } from './hub';
import { channelListeners } from './listeners';

/** One process: a publish reaches the listeners at once, in publish order, and none is ever missed. */
export function memoryHub(): Hub {
  const listeners = channelListeners();
  const sessionListeners = new Set<SessionsEndedListener>();
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
    async close() {
      closed = true;
      listeners.clear();
      sessionListeners.clear();
    },
  };
}
