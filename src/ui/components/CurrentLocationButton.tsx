import { useSelector } from '@xstate/react';
import { LocateFixed } from './icons';
import { selectIsLocating, type LocationActorRef } from '../../machines/location';

export type CurrentLocationButtonProps = {
  location: LocationActorRef;
  /** 'Use my location', 'Use Current Location'. */
  label: string;
  /** Closed for a reason of the screen's own (a save under way). */
  disabled?: boolean;
  scope: string;
  part: string;
};

/** Asks the location actor for the current position; 'Getting location...' and busy until it answers. */
export function CurrentLocationButton({ location, label, disabled = false, scope, part }: CurrentLocationButtonProps) {
  const locating = useSelector(location, selectIsLocating);
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={disabled || locating}
      aria-busy={locating || undefined}
      onClick={() => location.send({ type: 'location.requested' })}
      data-scope={scope}
      data-part={part}
    >
      <LocateFixed /> {locating ? 'Getting location...' : label}
    </button>
  );
}
