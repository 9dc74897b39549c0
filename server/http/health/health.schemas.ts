import { z } from 'zod';

/** GET /healthz: the process answers. */
export const livenessAnswerSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: each service by name (database, redis when configured, storage), up or down; never why. */
export const readinessAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'down'])),
});
