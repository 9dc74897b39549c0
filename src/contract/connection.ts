/** The names of a client's connection to the server: socket close codes, connection and presence statuses. */

export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  abnormal: 1006,
  /** The server failed to open the socket; the client reconnects. */
  internalError: 1011,
  /**
   * The server is restarting, or frames meant for the socket were lost (Redis was away): the client reconnects
   * (to it or another process) and resumes after the last seq it saw.
   */
  serviceRestart: 1012,
  serviceUnavailable: 503,
  authenticationFailed: 4001,
  forbidden: 4003,
} as const;

export const PRESENCE_STATUSES = ['online', 'away', 'offline'] as const;
export const CONNECTION_STATUSES = [
  'unauthenticated',
  'connecting',
  'connected',
  'disconnected',
  'error',
  'inactive',
] as const;
