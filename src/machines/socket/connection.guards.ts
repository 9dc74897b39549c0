import type { ConnectionStatus } from './socket.types';

type Status = { status: ConnectionStatus };

/**
 * The guards of a machine that follows a socket's status (chat room, inbox, notifications): up, no longer
 * up, and down (not even making a connection: what shows a banner or starts the offline refresh).
 */
export const connectionGuards = {
  isConnected: (_: unknown, params: Status) => params.status === 'connected',
  isNotConnected: (_: unknown, params: Status) => params.status !== 'connected',
  isDown: (_: unknown, params: Status) => params.status !== 'connected' && params.status !== 'connecting',
};
