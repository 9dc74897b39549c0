import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A socket upgrade the router refuses before any route runs (a path that is not valid percent-encoding) is
 * answered on the raw connection @fastify/websocket took over from the HTTP server, and nothing closes that
 * connection after: the client's close is never read, so it stays open for ever and a shutdown waits for it.
 * This closes it once the answer is written. Other requests keep the HTTP server's own handling.
 */
export function closeAfterRefusedUpgrade(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.headers.upgrade === undefined) return;
  const { socket } = request.raw;
  reply.header('connection', 'close');
  reply.raw.once('finish', () => socket.end(() => socket.destroy()));
}
