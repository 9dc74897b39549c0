/** A call's signal with a deadline, and `done` to clear it once the call is over. */
export type Deadline = { signal: AbortSignal; done: () => void };

/** Why a call was given up: no whole answer within its deadline. */
class CallTimedOut extends Error {
  override name = 'CallTimedOut';
}

/**
 * A signal that aborts with the caller's `signal` or after `ms` (with CallTimedOut). By hand: AbortSignal.any and
 * AbortSignal.timeout are missing from the older browsers of cheap phones, where a call using them threw at once.
 */
export function deadline(ms: number, signal?: AbortSignal): Deadline {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new CallTimedOut()), ms);
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}
