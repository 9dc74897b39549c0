import type { ServerSocketMessage } from '../../src/contract';
import type { RedisLog } from '../redis';
import { memoryHub } from './memory-hub';
import { redisHub } from './redis-hub';

/** A chat room, a user's own channel (notifications, presence), or a post's viewers. */
export type HubChannel = `room:${string}` | `user:${number}` | `post:${number}`;

export const roomChannel = (uniquecode: string): HubChannel => `room:${uniquecode}`;
export const userChannel = (userId: number): HubChannel => `user:${userId}`;
export const postChannel = (postId: number): HubChannel => `post:${postId}`;

export type HubListener = (message: ServerSocketMessage) => void;

/**
 * Fan-out of socket frames: whoever publishes on a channel reaches every listener of it, in this
 * process (memory) or in every process sharing a Redis. Frames of one publisher arrive in order.
 * Delivery is at most once; a listener is told when frames of its channel were lost.
 */
export interface Hub {
  publish(channel: HubChannel, message: ServerSocketMessage): Promise<void>;
  /**
   * Resolves once the listener will receive every later publish; the answer unsubscribes it. `missed` runs when
   * frames of the channel were lost (Redis was away, here or where they were published), before any later frame
   * of this process's subscription reaches the listener.
   */
  subscribe(channel: HubChannel, listener: HubListener, missed?: MissedFramesListener): Promise<() => Promise<void>>;
  /**
   * Some of the user's sessions ended (logout, password change or reset, signed out elsewhere): every process
   * hears it, once Redis is back if it is away. Never fails: the sessions are over whatever the hub does.
   */
  sessionsEnded(userId: number): Promise<void>;
  /** Resolves once the listener hears every later `sessionsEnded`; the answer stops it. */
  onSessionsEnded(listener: SessionsEndedListener): Promise<() => Promise<void>>;
  /**
   * What a cache holds changed (a post created or deleted): every process's listeners hear the cache's name, this
   * one's included. Never fails: while Redis is away the other processes miss it, and their caches are short-lived.
   */
  cacheChanged(cache: string): Promise<void>;
  /** Resolves once the listener hears every later `cacheChanged`; the answer stops it. */
  onCacheChanged(listener: CacheChangedListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type SessionsEndedListener = (userId: number) => void;
export type CacheChangedListener = (cache: string) => void;
/** Frames published on a channel while Redis was away never arrived: whoever listened must catch up from what is stored. */
export type MissedFramesListener = () => void;

export type HubOptions = {
  /** Redis shares the channels between processes; without it they stay in this process. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis channel names, so that test runs on one Redis never hear each other. */
  channelPrefix?: string;
  /** Where losing and regaining Redis is logged. */
  log?: RedisLog;
};

export const DEFAULT_CHANNEL_PREFIX = 'naija-market:hub:';

export function createHub(options: HubOptions): Hub {
  if (!options.redisUrl) return memoryHub();
  return redisHub(options.redisUrl, options.channelPrefix ?? DEFAULT_CHANNEL_PREFIX, options.log);
}
