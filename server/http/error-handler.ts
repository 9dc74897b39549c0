import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../src/contract';
import { isStorageFull } from '../db/errors';
import { HttpError } from './http-error';
import { isMalformedMultipart } from './malformed-multipart';

/** Paths that never fall back to the SPA: the API, media, sockets and built assets. */
const NOT_PAGES = /^\/(api|media|ws|assets)(\/|$|\?)/;

function isFastifyError(error: unknown): error is FastifyError & { statusCode: number } {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';
}

/**
 * True when the client went away mid-request (Node's 'aborted', ECONNRESET, while an upload was being read):
 * nobody hears the answer, and it is no fault of the server's.
 */
function abandonedByClient(error: unknown, request: FastifyRequest): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'ECONNRESET' && request.raw.destroyed;
}

/** Fastify's own 4xx (bad JSON, body too large, wrong content type, bad URL) in the spec's shape. */
function clientErrorMessage(error: FastifyError): string {
  if (error.statusCode === 413) return MESSAGES.requestTooLarge;
  if (error.statusCode === 429) return error.message;
  return MESSAGES.validationFailed;
}

/**
 * The one error answer: known answers pass through, Fastify's client errors keep their status
 * with a plain message, everything else is logged and answered 500 without details. It is the
 * error handler and Fastify's `frameworkErrors` (what the router refuses before any route runs,
 * such as a URL that is not valid percent-encoded UTF-8).
 */
export function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send(error.body);
  }
  if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ code: error.code }, error.message);
    return reply.code(error.statusCode).send({ message: clientErrorMessage(error) });
  }
  if (abandonedByClient(error, request)) {
    request.log.info({ err: error }, 'request abandoned by the client');
    return reply.code(400).send({ message: MESSAGES.validationFailed });
  }
  if (isMalformedMultipart(error, request)) {
    request.log.info({ err: error }, 'malformed multipart body');
    return reply.code(400).send({ message: MESSAGES.validationFailed });
  }
  request.log.error({ err: error }, 'request failed');
  // A full disk stored nothing and passes once there is room: the client is told to come back, not that all is lost.
  if (isStorageFull(error)) return reply.code(503).send({ message: MESSAGES.cannotSaveNow });
  return reply.code(500).send({ message: MESSAGES.serverError });
}

/** The error handler, and the not-found handler: JSON 404 for the API, the SPA for page requests. */
export function installErrorHandlers(app: FastifyInstance, fallback: (request: FastifyRequest, reply: FastifyReply) => unknown): void {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(request.url);
    if (isPage) return fallback(request, reply);
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
}
