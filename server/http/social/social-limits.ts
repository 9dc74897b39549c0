import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http-error';
import type { Limiter, RateLimitName, RateLimitSettings } from '../rate-limits';

type SocialLimitName = Extract<RateLimitName, 'like' | 'comment' | 'follow' | 'savePost' | 'rating' | 'share' | 'createChat'>;

/** Signed-in callers count per user; visitors (who may share) per address. Run after the auth pre-handler. */
function callerKey(request: FastifyRequest): string {
  return request.caller ? `user:${request.caller.userId}` : `ip:${request.ip}`;
}

/** Per-user limits on the social writes and on opening chat rooms, from RATE_LIMITS (or the app's overrides). */
export function createSocialLimiters(app: FastifyInstance, settings: RateLimitSettings) {
  function limiter(name: SocialLimitName): Limiter {
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
    like: limiter('like'),
    comment: limiter('comment'),
    follow: limiter('follow'),
    savePost: limiter('savePost'),
    rating: limiter('rating'),
    share: limiter('share'),
    createChat: limiter('createChat'),
  };
}

export type SocialLimiters = ReturnType<typeof createSocialLimiters>;
