import type { z } from 'zod';
import type { readinessAnswerSchema } from './health.schemas';

/** A service the process needs to serve requests: resolves when it answers, throws (or never settles) when not. */
export type ReadinessCheck = () => Promise<unknown>;

/** The services GET /readyz asks, by the name its answer gives them (database, redis, storage). */
export type ReadinessChecks = Readonly<Record<string, ReadinessCheck>>;

export type ReadinessAnswer = z.infer<typeof readinessAnswerSchema>;

/** A check that has not answered by then counts as down: a load balancer's probe must not hang. */
export const READINESS_TIMEOUT_MS = 2000;

function withinDeadline(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = Promise.resolve()
    .then(check)
    .then(
      () => true,
      () => false,
    );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/**
 * Asks every service at once. The answer names each and whether it is up, never why not: an error's text can
 * carry a host, a user or a bucket, and the probe answers anyone.
 */
export async function checkReadiness(checks: ReadinessChecks, timeoutMs = READINESS_TIMEOUT_MS): Promise<ReadinessAnswer> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => withinDeadline(checks[name] ?? (async () => undefined), timeoutMs)));
  const answered = Object.fromEntries(names.map((name, index) => [name, results[index] ? 'ok' : 'down'] as const));
  return { status: results.every(Boolean) ? 'ok' : 'unavailable', checks: answered };
}
