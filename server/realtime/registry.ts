import type { Connection } from './connection';

/**
 * The sockets of this process, swept every interval (liveness ping and the chat heartbeat). One timer
 * for all of them, started with the first socket.
 */
export function connectionRegistry(intervalMs: number) {
  const connections = new Set<Connection>();
  const byUser = new Map<number, Set<Connection>>();
  let timer: NodeJS.Timeout | undefined;
  let shuttingDown = false;

  function sweep(): void {
    for (const connection of connections) connection.sweep();
  }

  return {
    get shuttingDown() {
      return shuttingDown;
    },
    get size() {
      return connections.size;
    },
    add(connection: Connection): void {
      connections.add(connection);
      const ofUser = byUser.get(connection.user.id) ?? new Set<Connection>();
      byUser.set(connection.user.id, ofUser.add(connection));
      connection.onClose(() => {
        connections.delete(connection);
        ofUser.delete(connection);
        if (ofUser.size === 0 && byUser.get(connection.user.id) === ofUser) byUser.delete(connection.user.id);
      });
      if (!timer) {
        timer = setInterval(sweep, intervalMs);
        timer.unref();
      }
    },
    /** The user's open sockets in this process. */
    ofUser(userId: number): Connection[] {
      return [...(byUser.get(userId) ?? [])];
    },
    /** The server is stopping: sockets are told to come back (to this or another process). */
    shutDown(code: number, reason: string): void {
      shuttingDown = true;
      if (timer) clearInterval(timer);
      for (const connection of connections) connection.close(code, reason);
    },
  };
}

export type ConnectionRegistry = ReturnType<typeof connectionRegistry>;
