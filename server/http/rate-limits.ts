import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RATE_LIMITS } from '../../src/contract';
import { tooManyRequests } from './http-error';
import { readText } from './validation';

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimit = { max: number; windowMs: number };
export type RateLimitSettings = Record<RateLimitName, RateLimit>;

/** Every limit's maximum times `multiplier` (RATE_LIMIT_MULTIPLIER), windows unchanged. */
export function scaledLimits(settings: RateLimitSettings, multiplier: number): RateLimitSettings {
  if (multiplier === 1) return settings;
  const entries = Object.entries(settings).map(([name, limit]) => [name, { ...limit, max: limit.max * multiplier }]);
  return Object.fromEntries(entries) as RateLimitSettings;
}

/**
 * The per-account login limit's key: the account when the name finds one (by username or e-mail
 * alike), else the name as typed, so unknown names are limited too.
 */
export function accountLimitKey(account: { id: number } | undefined, typedName = ''): string {
  return account ? `id:${account.id}` : `name:${typedName.trim().toLowerCase()}`;
}

/** Reads the key a limit counts by; undefined skips the limit (say, no address in the body). */
type KeyOf = (request: FastifyRequest) => string | undefined;

export type Limiter = (request: FastifyRequest) => Promise<void>;

/** A limit on failures: `check` runs first (a pre-handler), the route calls `failed` when the request failed. */
export type FailureLimiter = { check: Limiter; failed: (request: FastifyRequest) => Promise<void> };

function bodyField(field: string): KeyOf {
  return (request) => readText(request.body, field)?.trim().toLowerCase() || undefined;
}

const byIp: KeyOf = (request) => request.ip;
/** The signed-in caller (set by the auth pre-handler, which runs first); visitors are not counted. */
const bySignedInUser: KeyOf = (request) => (request.caller ? String(request.caller.userId) : undefined);
/** The signed-in caller, else the visitor's address (after the auth pre-handler). */
const byCaller: KeyOf = (request) => (request.caller ? `user:${request.caller.userId}` : `ip:${request.ip}`);

/**
 * Limits on the accounts calls (the scale of a large social network), per IP and, for the calls that send mail,
 * per target address or username too; on posting per vendor; on the social writes, uploads, contact forms,
 * the event log and the address search per caller. They run as pre-handlers, after the body is parsed.
 */
export function createLimiters(app: FastifyInstance, settings: RateLimitSettings) {
  function counter(name: RateLimitName, scope: string, keyOf: KeyOf) {
    const { max, windowMs } = settings[name];
    return app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${name}:${scope}:${keyOf(request) ?? ''}`,
    });
  }

  /** Counts every request; the one over the maximum is refused. */
  function limiter(name: RateLimitName, scope: string, keyOf: KeyOf): Limiter {
    const count = counter(name, scope, keyOf);
    return async (request) => {
      if (keyOf(request) === undefined) return;
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    };
  }

  /** Counts only what the route reports as failed; once the maximum failed, every request is refused until the window ends. */
  function failureLimiter(name: RateLimitName, scope: string, keyOf: KeyOf): FailureLimiter {
    const count = counter(name, scope, keyOf);
    return {
      async check(request) {
        if (keyOf(request) === undefined) return;
        const state = await count(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) throw tooManyRequests(state.ttlInSeconds);
      },
      async failed(request) {
        if (keyOf(request) !== undefined) await count(request);
      },
    };
  }

  /**
   * A failure limit on a key the route finds (the account a login names) rather than one read from
   * the request: the route passes the key to both calls.
   */
  function foundKeyFailureLimiter(name: RateLimitName, scope: string) {
    const keys = new WeakMap<FastifyRequest, string>();
    const limit = failureLimiter(name, scope, (request) => keys.get(request));
    return {
      check: (request: FastifyRequest, key: string) => (keys.set(request, key), limit.check(request)),
      failed: (request: FastifyRequest, key: string) => (keys.set(request, key), limit.failed(request)),
    };
  }

  const all =
    (...limiters: Limiter[]): Limiter =>
    async (request) => {
      for (const limit of limiters) await limit(request);
    };

  return {
    // Wrong passwords per IP, and per account whatever the address; successful logins are not counted.
    login: failureLimiter('login', 'ip', byIp),
    loginAccount: foundKeyFailureLimiter('loginAccount', 'account'),
    thirdPartySignIn: limiter('login', 'third-party-ip', byIp),
    register: limiter('register', 'ip', byIp),
    activate: limiter('activate', 'ip', byIp),
    resendcode: all(limiter('resendcode', 'ip', byIp), limiter('resendcode', 'username', bodyField('username'))),
    forgotpassword: all(
      limiter('forgotpassword', 'ip', byIp),
      limiter('forgotpassword', 'email', bodyField('email')),
    ),
    resetpassword: limiter('resetpassword', 'ip', byIp),
    createPost: limiter('createPost', 'user', bySignedInUser),
    like: limiter('like', 'caller', byCaller),
    comment: limiter('comment', 'caller', byCaller),
    follow: limiter('follow', 'caller', byCaller),
    savePost: limiter('savePost', 'caller', byCaller),
    report: limiter('report', 'caller', byCaller),
    block: limiter('block', 'caller', byCaller),
    rating: limiter('rating', 'caller', byCaller),
    share: limiter('share', 'caller', byCaller),
    createChat: limiter('createChat', 'caller', byCaller),
    chatMessage: limiter('chatMessage', 'caller', byCaller),
    feedback: limiter('feedback', 'caller', byCaller),
    upload: limiter('upload', 'caller', byCaller),
    trackEvent: limiter('trackEvent', 'caller', byCaller),
    addressSearch: limiter('addressSearch', 'caller', byCaller),
  };
}

export type Limiters = ReturnType<typeof createLimiters>;
