import { fromCallback } from 'xstate';
import { CLOSE_CODES } from '../../contract/connection';
import type { Session } from '../../services/cookies';
import { offlineQueueKey, readOfflineQueue, writeOfflineQueue } from '../../services/offlineQueue';
import { openSocket, socketUrl } from '../../services/socket';
import { watchActivity } from '../presence/presence.actors';
import { unsent } from './socket.outbox';
import type { ConnectionCommand, ConnectionInput, ConnectionReport, SocketContext, SocketInput, SocketReceiver, SocketTarget } from './socket.types';

/**
 * One WebSocket for as long as the machine is connecting or open: reports
 * `socket.opened`, `socket.message` and `socket.closed`, sends what it is told
 * (`connection.send`), and closes with 1000 when the machine leaves (stops it).
 */
export const connection = fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
  const report = (event: ConnectionReport) => sendBack(event);
  const socket = openSocket(socketUrl(input.target, input.token), {
    opened: () => report({ type: 'socket.opened' }),
    received: (data) => report({ type: 'socket.message', data }),
    closed: (code) => report({ type: 'socket.closed', code }),
  });
  receive((command) => {
    socket.send(command.message);
  });
  return () => socket.close(CLOSE_CODES.normal);
});

export const socketActors = { connection, watchActivity };

/** The persistQueue action in the browser: what is not confirmed yet kept in localStorage, for a reload; tests provide their own. */
export function storeUnsent(context: SocketContext): void {
  if (context.queueKey) writeOfflineQueue(context.queueKey, unsent(context));
}

/** A fresh seed for the reconnect jitter, so that clients cut off together do not return together. */
export const newJitterSeed = (): number => Math.floor(Math.random() * 2 ** 32);

/**
 * The socket's input in the browser: the session's token, for a chat the
 * messages this user left unsent in it (read from localStorage under
 * offlineQueueKey), and a freshly drawn jitter seed.
 */
export function readSocketInput(
  target: SocketTarget,
  session: Session | null,
  options: { lastSeq?: number | null; receiver?: SocketReceiver } = {},
): SocketInput {
  const queueKey = target.channel === 'chat' && session ? offlineQueueKey(session.username, target.uniquecode) : undefined;
  return {
    target,
    token: session?.token ?? null,
    ...(queueKey ? { queueKey, queued: readOfflineQueue(queueKey) } : {}),
    seed: newJitterSeed(),
    ...options,
  };
}
