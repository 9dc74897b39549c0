/** What the browser said about its network when the page asked. */
export type ConnectivityInput = { online: boolean };

export type ConnectivityContext = { startedOnline: boolean };

export type ConnectivityEvent =
  /** The browser's `offline` event. */
  | { type: 'network.lost' }
  /** The browser's `online` event. */
  | { type: 'network.restored' };
