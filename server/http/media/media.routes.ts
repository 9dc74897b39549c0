import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_URL_PREFIX, type MediaObject, type RequestedRange } from '../../media/storage';
import type { RouteDeps } from '../route-deps';

/** A stored object never changes: each upload gets a new random name, never written twice (server/media/storage.ts). */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** One `bytes=` range (`0-499`, `500-`, `-500`); several ranges, or anything else, are served as the whole object. */
export function parseRange(header: string | undefined): RequestedRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '') return to === '' ? undefined : { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end >= start ? { start, end } : undefined;
}

function notModified(request: FastifyRequest, object: MediaObject): boolean {
  const tags = request.headers['if-none-match'];
  return Boolean(tags && object.etag && tags.split(',').some((tag) => tag.trim() === object.etag || tag.trim() === '*'));
}

function send(request: FastifyRequest, reply: FastifyReply, object: MediaObject): FastifyReply {
  reply.header('cache-control', CACHE_FOREVER).header('etag', object.etag).header('last-modified', object.lastModified.toUTCString());
  reply.header('accept-ranges', 'bytes').type(object.contentType);
  const { range } = object;
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', object.size);
  }
  if (request.method !== 'HEAD') return reply.send(object.body);
  // Fastify's HEAD twin of a GET reads a stream to its end: a bucket's 50 MB video would be fetched for nothing.
  object.body.destroy();
  return reply.send(Readable.from([]));
}

/**
 * GET /media/<path>: stored media streamed from the storage backend (directory or bucket) through this server,
 * cached for a year as immutable, with conditional requests and single byte ranges (video seeking).
 */
export function mediaRoutes({ media }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
      const { '*': mediaPath = '' } = request.params as Record<string, string | undefined>;
      const object = await media.read(mediaPath, parseRange(request.headers.range));
      if (!object) return reply.callNotFound();
      if (notModified(request, object)) {
        object.body.destroy();
        return reply.code(304).header('cache-control', CACHE_FOREVER).header('etag', object.etag).send();
      }
      return send(request, reply, object);
    });
  };
}
