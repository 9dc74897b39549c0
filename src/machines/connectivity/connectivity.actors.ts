import { fromCallback } from 'xstate';
import { isOnline, listenToConnectivity } from '../../services/connectivity';
import type { ConnectivityEvent, ConnectivityInput } from './connectivity.types';

/** The browser's online and offline events, as the machine's events. */
export const watchNetwork = fromCallback<ConnectivityEvent>(({ sendBack }) =>
  listenToConnectivity((online) => sendBack({ type: online ? 'network.restored' : 'network.lost' })),
);

export const connectivityActors = { watchNetwork };

/** The input in the browser: whether it has a network now. */
export const readConnectivityInput = (): ConnectivityInput => ({ online: isOnline() });
