import type { ServerSocketMessage } from '../../src/contract';
import type { HubChannel, HubListener, MissedFramesListener } from './hub';

const hearsNothingMissed: MissedFramesListener = () => {};

/**
 * The listeners of each channel in this process, each with what it does when frames of the channel were lost.
 * `add` and `remove` say when a channel gains its first or loses its last listener, so a shared transport
 * subscribes to a channel once.
 */
export function channelListeners() {
  const byChannel = new Map<string, Map<HubListener, MissedFramesListener>>();

  /** Calls each one: one broken socket must not keep the news from the others. */
  function each<T>(handlers: Iterable<(value: T) => void>, value: T): void {
    // A copy: a listener may unsubscribe (or subscribe) while the news goes round.
    for (const handler of [...handlers]) {
      try {
        handler(value);
      } catch {
        // Its socket is closing anyway.
      }
    }
  }

  return {
    /** True when this is the channel's first listener. */
    add(channel: HubChannel, listener: HubListener, missed: MissedFramesListener = hearsNothingMissed): boolean {
      const listeners = byChannel.get(channel);
      if (listeners) {
        listeners.set(listener, missed);
        return false;
      }
      byChannel.set(channel, new Map([[listener, missed]]));
      return true;
    },
    /** True when the channel has no listener left. */
    remove(channel: HubChannel, listener: HubListener): boolean {
      const listeners = byChannel.get(channel);
      if (!listeners?.delete(listener)) return false;
      if (listeners.size > 0) return false;
      byChannel.delete(channel);
      return true;
    },
    deliver(channel: string, message: ServerSocketMessage): void {
      const listeners = byChannel.get(channel);
      if (listeners) each(listeners.keys(), message);
    },
    /** Frames of the channel were lost; without a channel, frames of every channel. */
    missed(channel?: string): void {
      const lists = channel === undefined ? [...byChannel.values()] : [byChannel.get(channel) ?? new Map()];
      for (const listeners of lists) each(listeners.values(), undefined);
    },
    channels: (): string[] => [...byChannel.keys()],
    clear: () => byChannel.clear(),
  };
}
