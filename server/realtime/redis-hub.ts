import { serverSocketMessageSchema } from '../../src/contract';
import { openRedis } from '../redis';
import type { Hub, HubChannel, SessionsEndedListener } from './hub';
import { channelListeners } from './listeners';

/**
 * Channels shared by every process on one Redis: one connection publishes, one listens (a
 * subscribed Redis connection can do nothing else). Each channel is subscribed once per process.
 */
export function redisHub(url: string, prefix: string): Hub {
  const publisher = openRedis(url);
  const subscriber = openRedis(url);
  const listeners = channelListeners();
  const named = (channel: HubChannel) => `${prefix}${channel}`;
  // Not a HubChannel: its payload is a user id, never a socket frame.
  const sessionsEndedChannel = `${prefix}sessions-ended`;
  const sessionListeners = new Set<SessionsEndedListener>();
  let sessionsSubscribed: Promise<unknown> | undefined;
  // The channel's subscribe command in flight: a second listener also waits for its answer.
  const subscribing = new Map<string, Promise<unknown>>();

  subscriber.on('message', (redisChannel: string, payload: string) => {
    if (redisChannel === sessionsEndedChannel) {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) for (const listener of [...sessionListeners]) listener(userId);
      return;
    }
    if (!redisChannel.startsWith(prefix)) return;
    const parsed = serverSocketMessageSchema.safeParse(parseJson(payload));
    if (parsed.success) listeners.deliver(redisChannel.slice(prefix.length), parsed.data);
  });
  // ioredis reconnects and resubscribes by itself; an error event without a listener would throw.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});

  return {
    async publish(channel, message) {
      await publisher.publish(named(channel), JSON.stringify(message));
    },
    async subscribe(channel, listener) {
      // Commands on one connection run in order, so a later unsubscribe cannot overtake this.
      if (listeners.add(channel, listener)) {
        const command = subscriber.subscribe(named(channel)).finally(() => {
          if (subscribing.get(channel) === command) subscribing.delete(channel);
        });
        subscribing.set(channel, command);
      }
      await subscribing.get(channel);
      return async () => {
        if (listeners.remove(channel, listener)) await subscriber.unsubscribe(named(channel));
      };
    },
    async sessionsEnded(userId) {
      await publisher.publish(sessionsEndedChannel, String(userId));
    },
    async onSessionsEnded(listener) {
      sessionListeners.add(listener);
      sessionsSubscribed ??= subscriber.subscribe(sessionsEndedChannel);
      await sessionsSubscribed;
      return async () => void sessionListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      sessionListeners.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

function parseJson(payload: string): unknown {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}
