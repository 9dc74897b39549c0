import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../src/contract';

/** The status and our words for what Node's HTTP parser refuses before any route sees the request. */
function refusalOf(error: NodeJS.ErrnoException): { status: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: MESSAGES.requestTimedOut };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: MESSAGES.requestTooLarge };
  return { status: 400, message: MESSAGES.validationFailed };
}

/** Whether the request Node refused began with HEAD (what of it Node read is in `rawPacket`). */
function isHeadRequest(error: NodeJS.ErrnoException & { rawPacket?: unknown }): boolean {
  return error.rawPacket instanceof Buffer && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (bad syntax, headers over the limit, too
 * slow) gets an answer in the error shape that says `Connection: close`, so a keep-alive client opens a
 * new connection for its next request instead of meeting a reset. The connection then ends once the
 * answer is written. The client's mistake, logged at info.
 */
export function answerClientError(this: { log: Pick<FastifyBaseLogger, 'info'> }, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection, or one already closed, has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = refusalOf(error);
  this.log.info({ code: error.code, status }, 'malformed request refused');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const json = JSON.stringify({ message });
  // A HEAD answer says how long the GET's body would be and sends none: bytes after it would be
  // read as the start of the next answer.
  const body = isHeadRequest(error) ? '' : json;
  const head = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
