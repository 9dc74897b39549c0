import type { ClientSocketMessage } from '../../src/contract';
import type { Clock } from '../clock';
import type { Connection } from './connection';
import type { PresenceTracker } from './presence-tracker';

export type SocketServices = { clock: Clock; presence: PresenceTracker };

/** Frames every socket answers the same way: ping and update_status. False when the frame is not one. */
export async function handleCommonFrame(connection: Connection, frame: ClientSocketMessage, { clock, presence }: SocketServices): Promise<boolean> {
  switch (frame.type) {
    case 'ping':
      connection.send({ type: 'pong', timestamp: clock.now().toISOString() });
      return true;
    case 'update_status':
      await presence.statusChanged(connection.user, frame.status);
      return true;
    default:
      return false;
  }
}
