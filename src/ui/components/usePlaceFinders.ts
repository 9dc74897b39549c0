import { useState } from 'react';
import { addressSearchMachine } from '../../machines/addressSearch';
import { locationMachine, readLocationInput } from '../../machines/location';
import { useActorToasts, useActorToastWithdrawals } from '../app/useActorToasts';
import { useScreenActor } from '../app/useScreenActor';

/**
 * The two ways a screen finds a place (the nearby page, the store form): the current location and the address
 * search, each with its toasts shown and withdrawn. The location's options are read once, at the first render.
 */
export function usePlaceFinders(options: { reportToServer: boolean; requestAtStart?: boolean }) {
  const [locationInput] = useState(() => readLocationInput(options));
  const location = useScreenActor(locationMachine, { input: locationInput });
  const search = useScreenActor(addressSearchMachine, {});
  useActorToasts(location);
  useActorToasts(search);
  useActorToastWithdrawals(location);
  useActorToastWithdrawals(search);
  return { location, search };
}
