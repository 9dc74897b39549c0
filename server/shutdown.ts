import type { FastifyInstance } from 'fastify';

/** Past the grace period, closing the database and Redis may take this long before the process gives up on them. */
const CLOSE_SERVICES_MS = 5000;
/**
 * How often connections that went idle are closed while stopping: Node closes those idle at the start only, and a
 * keep-alive connection whose request finished later would hold the stop until its client (a load balancer) let go.
 */
const IDLE_SWEEP_MS = 50;

/**
 * A rolling restart's stop (SIGTERM or SIGINT): the listener stops accepting at once, sockets are told to come
 * back elsewhere (1012, in the websocket plugin's preClose), and requests in flight get `graceMs` to finish. What
 * is still open then is cut, so a stuck client cannot hold a deploy up; the database and Redis close after it
 * (Fastify's onClose hooks) and the process exits 0. It exits 1 only if closing them fails or hangs.
 */
export async function stopGracefully(app: FastifyInstance, graceMs: number, closeDatabase: () => Promise<void>): Promise<number> {
  const cutOff = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still in flight after the grace period: closing their connections');
    app.server.closeAllConnections();
    for (const socket of app.websocketServer.clients) socket.terminate();
  }, graceMs);
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const giveUp = setTimeout(() => {
    app.log.error('the database or Redis did not close in time');
    process.exit(1);
  }, graceMs + CLOSE_SERVICES_MS);
  giveUp.unref();
  try {
    await app.close();
    await closeDatabase();
    return 0;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(cutOff);
    clearTimeout(giveUp);
    clearInterval(closeIdle);
  }
}
