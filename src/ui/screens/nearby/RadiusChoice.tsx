import { useSelector } from '@xstate/react';
import { LIMITS } from '../../../contract/constants';
import { selectRadius, type NearbyActorRef } from '../../../machines/nearby';

/** The search radius: 5, 10, 20, 50 or 100 km (10 by default). */
export function RadiusChoice({ nearby }: { nearby: NearbyActorRef }) {
  const radius = useSelector(nearby, selectRadius);
  return (
    <fieldset className="nearby__radius" data-scope="nearby" data-part="radius">
      <legend>Within</legend>
      {LIMITS.serviceRadiusOptionsKm.map((km) => (
        <label key={km} className="nearby__radius-option" data-checked={km === radius ? '' : undefined}>
          <input
            type="radio"
            name="nearby_radius"
            value={km}
            checked={km === radius}
            onChange={() => nearby.send({ type: 'radius.changed', radius: km })}
          />
          {km} km
        </label>
      ))}
    </fieldset>
  );
}
