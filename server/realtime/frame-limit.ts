import type { RateLimit } from '../http/rate-limits';

/**
 * A fixed window of frames per socket. `take` says whether one more frame fits, and when the window
 * ends, so the refusal can say how long to wait.
 */
export function frameWindow(limit: RateLimit, now: () => number = Date.now) {
  let windowStart = now();
  let used = 0;

  return {
    take(): { allowed: true } | { allowed: false; retryAfterMs: number } {
      const at = now();
      if (at - windowStart >= limit.windowMs) {
        windowStart = at;
        used = 0;
      }
      if (used >= limit.max) return { allowed: false, retryAfterMs: windowStart + limit.windowMs - at };
      used += 1;
      return { allowed: true };
    },
  };
}
