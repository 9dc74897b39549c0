import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../../src/contract';
import type { Metrics } from '../../metrics/metrics';
import type { RouteDeps } from '../route-deps';

/** Route pattern of answers no route took (404s of unknown paths), so scanners cannot grow the labels. */
const NO_ROUTE = 'none';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time (hashes of equal length), so the answer's timing tells nothing of the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/** Every answer counted and timed by its route's pattern. */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestAnswered(request.method, request.routeOptions.url ?? NO_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/**
 * GET /metrics for Prometheus, behind `Authorization: Bearer METRICS_TOKEN`: without METRICS_TOKEN there is no
 * such page (404), and a wrong or missing token is 401, so the counts never leak to the public.
 */
export function metricsRoutes({ config, metrics }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/metrics', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!config.metricsToken) return reply.code(404).send({ message: MESSAGES.notFound });
      if (!bearerMatches(request.headers.authorization, config.metricsToken)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ message: MESSAGES.notAuthenticated });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  };
}
