import { useEffect } from 'react';
import { LIMITS } from '../../../contract/constants';
import type { FilterActorRef } from '../../../machines/filter/filter.selectors';

const NARROW_QUERY = `(max-width: ${LIMITS.narrowScreenMax}px)`;

const mediaQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : undefined;

/** At most 1000 px wide now (false where the window cannot tell, as in jsdom). */
export function isNarrowScreen(): boolean {
  return mediaQuery()?.matches ?? false;
}

/** Tells the filter actor whenever the window crosses the 1000 px breakpoint. */
export function useReportNarrowScreen(filter: Pick<FilterActorRef, 'send'>): void {
  useEffect(() => {
    const query = mediaQuery();
    if (!query) return;
    const report = () => filter.send({ type: 'viewport.changed', narrow: query.matches });
    query.addEventListener('change', report);
    return () => query.removeEventListener('change', report);
  }, [filter]);
}
