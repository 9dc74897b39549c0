import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** Connection errors a client causes by going away mid-frame. */
const GONE_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * True when the client broke the socket: `ws` names every protocol violation it refuses (a frame over
 * maxPayload, closed with 1009; bytes that are not UTF-8, 1007; a bad opcode or mask) with a WS_ERR_ code.
 */
function isClientMistake(error: Error): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  return code.startsWith('WS_ERR_') || GONE_CODES.has(code);
}

/**
 * @fastify/websocket's errorHandler: what a client did wrong is a warning, error level is for the server's
 * own faults. Either way the socket ends, as the plugin's default handler ends it (`ws` has already sent
 * the close code a protocol error calls for).
 */
export function socketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isClientMistake(error)) request.log.warn({ err: error }, 'socket closed for a client mistake');
  else request.log.error({ err: error }, 'socket failed');
  socket.terminate();
}
