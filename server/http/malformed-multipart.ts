import type { FastifyRequest } from 'fastify';

/**
 * What the multipart parser (busboy, under @fastify/multipart) throws for a body that is not the
 * multipart its content type claims: no boundary, one too long for its search, or a body cut short.
 * Busboy gives these errors no code, only their words, so the words are what is matched.
 */
const PARSER_REFUSALS = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot /,
  /unexpected end of multipart data$/i,
  /^Unsupported Content-Type\.$/,
];

/** True when a multipart request failed because its body is malformed: the client's mistake, a 400. */
export function isMalformedMultipart(error: unknown, request: FastifyRequest): boolean {
  if (!(error instanceof Error) || !request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return false;
  return PARSER_REFUSALS.some((pattern) => pattern.test(error.message));
}
