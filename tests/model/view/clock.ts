import { vi } from 'vitest';

/**
 * Awaits a user-event action under fake timers (setTimeout and setInterval
 * faked, setImmediate real). Testing Library ends each action with a zero-delay
 * setTimeout that a faked clock never fires on its own, so the clock runs what
 * is due now (never later) until the action is done, with real tasks (React,
 * msw) in between. The clock ticks synchronously: a timer set while an async
 * tick is under way would be put 1 ms later, out of a zero tick's reach.
 */
export async function underFakeClock<T>(action: Promise<T>): Promise<T> {
  let done = false;
  const result = action.finally(() => {
    done = true;
  });
  while (!done) {
    vi.advanceTimersByTime(0);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return result;
}
