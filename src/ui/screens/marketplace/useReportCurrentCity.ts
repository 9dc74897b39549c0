import { useEffect, useRef } from 'react';
import type { FilterActorRef } from '../../../machines/filter/filter.selectors';

/** Tells the filter actor the user's current city when it becomes known or changes (not on the first render: that is its input). */
export function useReportCurrentCity(filter: Pick<FilterActorRef, 'send'>, city: string): void {
  const reported = useRef(city);
  useEffect(() => {
    if (!city || reported.current === city) return;
    reported.current = city;
    filter.send({ type: 'location.cityKnown', city });
  }, [filter, city]);
}
