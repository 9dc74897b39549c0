import type { FastifyPluginAsync } from 'fastify';
import { sendCacheable } from '../marketplace/cacheable';
import { openApiDocument } from './document';

/** GET /openapi.json: the API's OpenAPI 3.1 document, cacheable with an ETag like the lookups. */
export function openApiRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get('/openapi.json', async (request, reply) => sendCacheable(request, reply, openApiDocument()));
  };
}
