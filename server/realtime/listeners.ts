import type { ServerSocketMessage } from '../../src/contract';
import type { HubChannel, HubListener } from './hub';

/**
 * The listeners of each channel in this process. `add` and `remove` say when a channel gains its
 * first or loses its last listener, so a shared transport subscribes to a channel once.
 */
export function channelListeners() {
  const byChannel = new Map<string, Set<HubListener>>();

  return {
    /** True when this is the channel's first listener. */
    add(channel: HubChannel, listener: HubListener): boolean {
      const listeners = byChannel.get(channel);
      if (listeners) {
        listeners.add(listener);
        return false;
      }
      byChannel.set(channel, new Set([listener]));
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
      if (!listeners) return;
      // A copy: a listener may unsubscribe (or subscribe) while the frame goes round.
      for (const listener of [...listeners]) {
        try {
          listener(message);
        } catch {
          // One broken socket must not keep the frame from the others.
        }
      }
    },
    channels: (): string[] => [...byChannel.keys()],
    clear: () => byChannel.clear(),
  };
}
