import { z } from 'zod';
import { livenessAnswerSchema, readinessAnswerSchema } from '../../health/health.schemas';
import { answer, operation, type AreaDocs } from '../operation';

export const healthDocs: AreaDocs = {
  tag: 'health',
  description: 'Probes for a load balancer or an orchestrator, outside /api: no token, no secrets, never cached.',
  operations: [
    operation('GET /healthz', 'public', 'The process is up', {
      answers: { 200: answer('It answers.', livenessAnswerSchema) },
    }),
    operation('GET /readyz', 'public', 'The database, Redis (when configured) and media storage answer', {
      answers: { 200: answer('Every service answered within 2 s.', readinessAnswerSchema) },
      errors: { 503: { description: 'A service did not answer: its name says down.', body: readinessAnswerSchema } },
    }),
    operation('GET /metrics', 'public', 'Prometheus metrics of this process', {
      description: 'Behind `Authorization: Bearer` with the METRICS_TOKEN the server was started with; without one there is no such page.',
      answers: { 200: answer('The text exposition format (text/plain; version=0.0.4).', z.string()) },
      errors: { 401: 'The bearer token is missing or wrong.', 404: 'METRICS_TOKEN is not set.' },
    }),
  ],
};
