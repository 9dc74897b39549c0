import { useEffect, useRef, type RefObject } from 'react';

/** jsdom and old browsers have no IntersectionObserver: there everything counts as in view. */
export const canObserveViewport = (): boolean => typeof window !== 'undefined' && 'IntersectionObserver' in window;

/**
 * Calls `onNear` whenever the element comes within `marginPx` of the viewport
 * (and once at once if it already is). A new `restartKey` watches afresh, so an
 * element still in view after the page grew reports again.
 */
export function useNearViewport(
  target: RefObject<Element | null>,
  marginPx: number,
  onNear: () => void,
  { enabled = true, restartKey }: { enabled?: boolean; restartKey?: unknown } = {},
): void {
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || !canObserveViewport()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, marginPx, enabled, restartKey]);
}
