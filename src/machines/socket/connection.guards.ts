import type { ServerSocketMessage } from '../../contract/socket';
import type { ConnectionStatus } from './socket.types';

type Status = { status: ConnectionStatus };

/**
 * The guards of a machine that follows a socket's status (chat room, inbox, notifications): up, no longer
 * up, and down (not even making a connection: what shows a banner or starts the offline refresh);
 * established: the server listens for this socket now, so a list loaded from here on misses nothing.
 */
export const connectionGuards = {
  isConnected: (_: unknown, params: Status) => params.status === 'connected',
  isNotConnected: (_: unknown, params: Status) => params.status !== 'connected',
  isDown: (_: unknown, params: Status) => params.status !== 'connected' && params.status !== 'connecting',
  isEstablished: (_: unknown, params: { message: ServerSocketMessage }) => params.message.type === 'connection_established',
};
