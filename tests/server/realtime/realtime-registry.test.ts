import { afterEach, describe, expect, it } from 'vitest';
import { connectionRegistry, type SweptConnection } from '../../../server/realtime/registry';

/** A socket as the registry sees it: it counts its sweeps, and the first one asks the event loop for a turn. */
function fakeConnection(userId: number, swept: { count: number; loopTurnAfter: number | null }): SweptConnection {
  return {
    user: { id: userId, username: `user${userId}`, tokenId: userId },
    onClose: () => undefined,
    handled: async () => undefined,
    close: () => undefined,
    sweep: () => {
      if (swept.count === 0) setImmediate(() => (swept.loopTurnAfter ??= swept.count));
      swept.count += 1;
    },
  };
}

describe('connection registry', () => {
  const registries: ReturnType<typeof connectionRegistry<SweptConnection>>[] = [];
  afterEach(() => registries.splice(0).forEach((registry) => registry.shutDown(1001, '')));

  it('sweeps 5,000 sockets a slice at a time, giving the event loop turns in between, and each once an interval', async () => {
    const registry = connectionRegistry<SweptConnection>(50);
    registries.push(registry);
    const swept = { count: 0, loopTurnAfter: null as number | null };
    for (let id = 1; id <= 5000; id += 1) registry.add(fakeConnection(id, swept));
    while (swept.count < 5000) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(swept.loopTurnAfter).not.toBeNull();
    expect(swept.loopTurnAfter).toBeLessThanOrEqual(500);
    // Within one interval of finishing, no socket has been swept twice.
    expect(swept.count).toBeLessThan(5000 + 500);
  });
});
