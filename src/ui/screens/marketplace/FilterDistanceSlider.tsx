import type { CSSProperties } from 'react';
import { DISTANCE_MAX_KM, type FilterActorRef, type FilterValues } from '../../../machines/filter';

type FieldsProps = { filter: FilterActorRef; values: FilterValues };

/** Two range inputs over one track: the low end never passes the high end. */
export function FilterDistanceSlider({ filter, values }: FieldsProps) {
  const [low, high] = values.distance;
  const send = (range: readonly [number, number]) => filter.send({ type: 'filter.distanceChanged', range });
  const percent = (km: number) => `${(km / DISTANCE_MAX_KM) * 100}%`;
  return (
    <div className="filter-field" role="group" aria-label="Distance" data-scope="filter" data-part="distance">
      <span className="filter-field__label">
        Distance <output className="filter-distance__value">{`${low} - ${high} km`}</output>
      </span>
      <div className="filter-distance" style={{ '--low': percent(low), '--high': percent(high) } as CSSProperties}>
        <input
          type="range"
          min={0}
          max={DISTANCE_MAX_KM}
          step={1}
          value={low}
          aria-label="Minimum distance (km)"
          onChange={(event) => send([Math.min(Number(event.target.value), high), high])}
        />
        <input
          type="range"
          min={0}
          max={DISTANCE_MAX_KM}
          step={1}
          value={high}
          aria-label="Maximum distance (km)"
          onChange={(event) => send([low, Math.max(Number(event.target.value), low)])}
        />
      </div>
    </div>
  );
}
