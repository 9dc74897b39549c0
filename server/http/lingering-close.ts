import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** How long the rest of a refused body is read after its answer, at most, before the connection is cut. */
const LINGER_MS = 10_000;

/**
 * An answer sent before its request's body was read (a refusal: too large, wrong type, too many uploads).
 * Node then ends the connection and closes it at once, so the bytes the client is still sending meet a reset,
 * and a client busy writing them can see the reset ("write EPIPE") before it reads the answer. Instead the rest
 * is read and dropped as it comes, the answer goes with our FIN, and the socket is closed once the client is
 * done or after LINGER_MS: the lingering close web servers do.
 */
export function lingerUntilBodyEnds(request: FastifyRequest): void {
  if (request.raw.complete) return;
  request.raw.resume();
  // Node's HTTP server ends a Connection: close answer with destroySoon (net.Socket's own method).
  const socket: Socket & { destroySoon?: () => void } = request.raw.socket;
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    socket.once('close', () => clearTimeout(cut));
  };
}
