import type { Connection } from './connection';

/** What the registry needs of a socket. */
export type SweptConnection = Pick<Connection, 'user' | 'onClose' | 'sweep' | 'close' | 'handled'>;

/**
 * Sockets swept before the event loop gets a turn. Each sweep writes a ping and a heartbeat: 10,000 sockets
 * swept at once held every message of the process up for 100 ms and more, every 30 s.
 */
const SWEEP_SLICE = 256;

/**
 * The sockets of this process, swept every interval (liveness ping and the chat heartbeat), a slice at a
 * time. One timer for all of them, started with the first socket.
 */
export function connectionRegistry<C extends SweptConnection = Connection>(intervalMs: number) {
  const connections = new Set<C>();
  const byUser = new Map<number, Set<C>>();
  let timer: NodeJS.Timeout | undefined;
  let shuttingDown = false;
  let sweeping = false;
  /** The sockets shutDown closed, and when: their frames in flight still run. */
  let closedAtShutDown: C[] = [];
  let shutDownAt = 0;

  async function sweep(): Promise<void> {
    if (sweeping) return;
    sweeping = true;
    const all = [...connections];
    for (let first = 0; first < all.length && !shuttingDown; first += SWEEP_SLICE) {
      if (first > 0) await new Promise((resolve) => setImmediate(resolve));
      // A socket that closed meanwhile is not swept.
      for (const connection of all.slice(first, first + SWEEP_SLICE)) if (connections.has(connection)) connection.sweep();
    }
    sweeping = false;
  }

  return {
    get shuttingDown() {
      return shuttingDown;
    },
    get size() {
      return connections.size;
    },
    add(connection: C): void {
      connections.add(connection);
      const ofUser = byUser.get(connection.user.id) ?? new Set<C>();
      byUser.set(connection.user.id, ofUser.add(connection));
      connection.onClose(() => {
        connections.delete(connection);
        ofUser.delete(connection);
        if (ofUser.size === 0 && byUser.get(connection.user.id) === ofUser) byUser.delete(connection.user.id);
      });
      if (!timer) {
        timer = setInterval(() => void sweep(), intervalMs);
        timer.unref();
      }
    },
    /** The user's open sockets in this process. */
    ofUser(userId: number): C[] {
      return [...(byUser.get(userId) ?? [])];
    },
    /** The server is stopping: sockets are told to come back (to this or another process). */
    shutDown(code: number, reason: string): void {
      shuttingDown = true;
      shutDownAt = performance.now();
      closedAtShutDown = [...connections];
      if (timer) clearInterval(timer);
      for (const connection of connections) connection.close(code, reason);
    },
    /**
     * Resolves once the sockets shutDown closed have handled the frames they had received, or `graceMs` after
     * shutDown. A message such a frame stores is published before the process lets go of Redis: its client sends
     * it again elsewhere under the same temp_id and is answered with the stored one, which nobody publishes again.
     */
    async framesHandled(graceMs: number): Promise<void> {
      let deadline: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        deadline = setTimeout(resolve, Math.max(0, shutDownAt + graceMs - performance.now()));
      });
      const handled = Promise.all(closedAtShutDown.map((connection) => connection.handled()));
      await Promise.race([handled, late]).finally(() => clearTimeout(deadline));
    },
  };
}

export type ConnectionRegistry = ReturnType<typeof connectionRegistry>;
