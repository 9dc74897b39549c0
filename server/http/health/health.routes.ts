import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../route-deps';
import { checkReadiness } from './readiness';

/**
 * GET /healthz: the process is up and answering (a liveness probe: restart it when this fails).
 * GET /readyz: the database, Redis when configured, and media storage answer (a readiness probe: send it no
 * traffic while this says 503). Neither needs a token, and neither is ever cached.
 */
export function healthRoutes({ readiness }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    });

    app.get('/readyz', async (request, reply) => {
      const answer = await checkReadiness(readiness);
      if (answer.status !== 'ok') request.log.warn({ checks: answer.checks }, 'not ready');
      return reply
        .code(answer.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(answer);
    });
  };
}
