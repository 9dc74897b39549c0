import { useEffect, useRef } from 'react';

/**
 * Runs `start` when the component mounts and `stop` once the commit that
 * unmounted it is over: React StrictMode's unmount-and-mount in development
 * cancels the stop, so an actor started here runs once (its entry actions and
 * subscriptions are not repeated or lost).
 */
export function useWhileMounted(start: () => void, stop: () => void, deps: readonly unknown[]): void {
  const stopping = useRef<{ cancelled: boolean } | null>(null);
  useEffect(() => {
    if (stopping.current) stopping.current.cancelled = true;
    start();
    return () => {
      const pending = { cancelled: false };
      stopping.current = pending;
      queueMicrotask(() => {
        if (!pending.cancelled) stop();
      });
    };
    // The caller names what a new start depends on.
  }, deps);
}
