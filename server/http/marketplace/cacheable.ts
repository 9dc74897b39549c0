import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DURATIONS } from '../../../src/contract';
import { sendJsonText } from '../json-text';

/** The spec's categories cache (5 minutes), as the browser and proxies keep these answers. */
const MAX_AGE_SECONDS = DURATIONS.lookupsCache / 1000;

function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds the tag (weak or strong, as comparison for GET is weak) or `*`. */
function clientHasCurrent(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === tag;
  });
}

/**
 * Sends a JSON answer anyone may cache for 5 minutes, with an ETag of its bytes; a request whose
 * If-None-Match names that tag gets 304 without a body.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, answer: unknown): FastifyReply {
  const body = JSON.stringify(answer);
  const tag = entityTag(body);
  reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).header('etag', tag);
  if (clientHasCurrent(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return sendJsonText(reply, body);
}
