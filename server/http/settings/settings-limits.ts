import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http-error';
import type { Limiter, RateLimitName, RateLimitSettings } from '../rate-limits';

type SettingsLimitName = Extract<RateLimitName, 'feedback' | 'upload' | 'trackEvent' | 'addressSearch'>;

/** Signed-in callers count per user, visitors per address. Run after the auth pre-handler. */
function callerKey(request: FastifyRequest): string {
  return request.caller ? `user:${request.caller.userId}` : `ip:${request.ip}`;
}

/** Limits on the contact forms, uploads, the event log and the address search, from RATE_LIMITS (or the app's overrides). */
export function createSettingsLimiters(app: FastifyInstance, settings: RateLimitSettings) {
  function limiter(name: SettingsLimitName): Limiter {
    const { max, windowMs } = settings[name];
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${name}:${callerKey(request)}`,
    });
    return async (request) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    };
  }

  return {
    feedback: limiter('feedback'),
    upload: limiter('upload'),
    trackEvent: limiter('trackEvent'),
    addressSearch: limiter('addressSearch'),
  };
}

export type SettingsLimiters = ReturnType<typeof createSettingsLimiters>;
