import type { Connection } from './connection';

/**
 * The sockets of this process, swept every interval (liveness ping and the chat heartbeat). One timer
 * for all of them, started with the first socket.
 */
export function connectionRegistry(intervalMs: number) {
  const connections = new Set<Connection>();
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
      connection.onClose(() => void connections.delete(connection));
      if (!timer) {
        timer = setInterval(sweep, intervalMs);
        timer.unref();
      }
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
