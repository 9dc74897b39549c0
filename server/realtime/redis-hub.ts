import { serverSocketMessageSchema } from '../../src/contract';
import { openRedis, type RedisLog } from '../redis';
import type { CacheChangedListener, Hub, HubChannel, SessionsEndedListener } from './hub';
import { channelListeners } from './listeners';
import { redisLink } from './redis-link';
import { unannounced } from './unannounced';

/** The payload of the frames-missed channel that stands for every channel. */
const EVERY_CHANNEL = '*';

const unavailable = () => new Error('Redis is unavailable');

/**
 * Channels shared by every process on one Redis: one connection publishes, one listens (a
 * subscribed Redis connection can do nothing else). Each channel is subscribed once per process.
 *
 * Redis keeps nothing for a process that is away, so an outage loses frames; the hub says so instead of
 * staying silent, and its listeners (the sockets) catch up from what is stored:
 * - once the subscriber is back, every listener of this process hears that it missed frames, before the
 *   channels ioredis subscribes again can deliver any;
 * - while the publisher is away a publish fails at once (no sender waits through the reconnection attempts)
 *   and its channel is remembered; once the publisher is back, every process hears which channels lost
 *   frames, and which users' ended sessions it did not hear.
 */
export function redisHub(url: string, prefix: string, log?: RedisLog): Hub {
  const publisher = openRedis(url, 'hub publisher', log);
  const subscriber = openRedis(url, 'hub subscriber', log);
  const listeners = channelListeners();
  const named = (channel: HubChannel) => `${prefix}${channel}`;
  // Not HubChannels: their payloads are a user id, and a channel name (or *), never a socket frame.
  const sessionsEndedChannel = `${prefix}sessions-ended`;
  const framesMissedChannel = `${prefix}frames-missed`;
  const cacheChangedChannel = `${prefix}cache-changed`;
  const sessionListeners = new Set<SessionsEndedListener>();
  const cacheListeners = new Set<CacheChangedListener>();
  let sessionsSubscribed: Promise<unknown> | undefined;
  let cachesSubscribed: Promise<unknown> | undefined;
  // The channel's subscribe command in flight: a second listener also waits for its answer.
  const subscribing = new Map<string, Promise<unknown>>();
  const missed = unannounced();
  // Answers once the channels ioredis subscribes again after a reconnection are all back.
  let resubscribed: Promise<unknown> = Promise.resolve();

  const publishing = redisLink(publisher);
  const listening = redisLink(subscriber, () => {
    // Inside 'ready', so before ioredis subscribes the channels again.
    listeners.missed();
    resubscribed = Promise.resolve()
      .then(() => subscriber.ping())
      .catch(() => undefined);
  });
  // Subscribed on every connection, so that a process that started while Redis was away hears it too.
  subscriber.on('ready', () => void subscriber.subscribe(framesMissedChannel).catch(() => undefined));
  publisher.on('ready', () => announceMissed());

  subscriber.on('message', (redisChannel: string, payload: string) => {
    if (redisChannel === sessionsEndedChannel) {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) for (const listener of [...sessionListeners]) listener(userId);
      return;
    }
    if (redisChannel === cacheChangedChannel) {
      for (const listener of [...cacheListeners]) listener(payload);
      return;
    }
    if (redisChannel === framesMissedChannel) return listeners.missed(payload === EVERY_CHANNEL ? undefined : payload);
    if (!redisChannel.startsWith(prefix)) return;
    const parsed = serverSocketMessageSchema.safeParse(parseJson(payload));
    if (parsed.success) listeners.deliver(redisChannel.slice(prefix.length), parsed.data);
  });

  /** Publishes, or remembers what to announce once the publisher is back. */
  async function publishOrRemember(redisChannel: string, payload: string, remember: () => void): Promise<void> {
    try {
      if (publishing.lost) throw unavailable();
      await publisher.publish(redisChannel, payload);
    } catch (error) {
      remember();
      throw error;
    }
  }

  function announceMissed(): void {
    const { everything, channels, endedSessionsOf } = missed.take();
    const announce = (redisChannel: string, payload: string, remember: () => void) =>
      void publishOrRemember(redisChannel, payload, remember).catch(() => undefined);
    if (everything) announce(framesMissedChannel, EVERY_CHANNEL, missed.everything);
    for (const channel of channels) announce(framesMissedChannel, channel, () => missed.channel(channel));
    for (const userId of endedSessionsOf) announce(sessionsEndedChannel, String(userId), () => missed.endedSessionsOf(userId));
  }

  return {
    async publish(channel, message) {
      await publishOrRemember(named(channel), JSON.stringify(message), () => missed.channel(channel));
    },
    async subscribe(channel, listener, onMissed) {
      if (listening.lost) throw unavailable();
      // Commands on one connection run in order, so a later unsubscribe cannot overtake this.
      if (listeners.add(channel, listener, onMissed)) {
        const command = subscriber.subscribe(named(channel)).finally(() => {
          if (subscribing.get(channel) === command) subscribing.delete(channel);
        });
        subscribing.set(channel, command);
      }
      try {
        await (subscribing.get(channel) ?? resubscribed);
      } catch (error) {
        // Not subscribed: the channel's next listener sends the command again.
        listeners.remove(channel, listener);
        throw error;
      }
      return async () => {
        if (listeners.remove(channel, listener)) await subscriber.unsubscribe(named(channel));
      };
    },
    async sessionsEnded(userId) {
      // The sessions are over in the database whatever Redis does; the other processes hear it once Redis is back.
      await publishOrRemember(sessionsEndedChannel, String(userId), () => missed.endedSessionsOf(userId)).catch(() => undefined);
    },
    async onSessionsEnded(listener) {
      sessionListeners.add(listener);
      sessionsSubscribed ??= subscriber.subscribe(sessionsEndedChannel);
      await sessionsSubscribed;
      return async () => void sessionListeners.delete(listener);
    },
    async cacheChanged(cache) {
      // Not remembered while Redis is away: the caches it clears keep their answers for a second at most.
      if (publishing.lost) return;
      await publisher.publish(cacheChangedChannel, cache).then(() => undefined, () => undefined);
    },
    async onCacheChanged(listener) {
      cacheListeners.add(listener);
      cachesSubscribed ??= subscriber.subscribe(cacheChangedChannel);
      await cachesSubscribed;
      return async () => void cacheListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      sessionListeners.clear();
      cacheListeners.clear();
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
