import { useSelector } from '@xstate/react';
import { MESSAGES } from '../../contract/constants';
import { connectivityMachine, readConnectivityInput, selectIsOffline } from '../../machines/connectivity';
import '../styles/offline.css';
import { useScreenActor } from './useScreenActor';

/** A line under the navbar while the browser has no network: what the page shows was saved on this device. */
export function OfflineBanner() {
  const connectivity = useScreenActor(connectivityMachine, { input: readConnectivityInput() });
  const offline = useSelector(connectivity, selectIsOffline);
  if (!offline) return null;
  return (
    <p className="offline-banner" role="status" data-scope="connectivity" data-part="banner">
      {MESSAGES.offlineBanner}
    </p>
  );
}
