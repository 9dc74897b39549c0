import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { CONNECTION_STATUSES } from '../../contract/connection';
import type { socketMachine } from './socket.machine';
import type { ConnectionStatus, QueuedChatMessage } from './socket.types';

export type SocketActorRef = ActorRefFrom<typeof socketMachine>;
export type SocketSnapshot = SnapshotFrom<typeof socketMachine>;

/** The connection status of document 1 section 3, from the state's tag. */
export function selectConnectionStatus(snapshot: SocketSnapshot): ConnectionStatus {
  return CONNECTION_STATUSES.find((status) => snapshot.hasTag(status)) ?? 'disconnected';
}

/** True while the socket is open: anything else shows the 'Real-time chat unavailable' banner. */
export const selectIsConnected = (snapshot: SocketSnapshot): boolean => snapshot.hasTag('connected');

/** The spec's words for what went wrong (4001, 4003, no token, a chat that gave up), or null. */
export const selectSocketError = (snapshot: SocketSnapshot): string | null => snapshot.context.error;

/** Chat messages waiting for the socket, oldest first (after a reload too): show them as pending. */
export const selectQueuedMessages = (snapshot: SocketSnapshot): readonly QueuedChatMessage[] => snapshot.context.queue;

/** The reconnect attempt under way (0 once open), out of LIMITS.reconnectAttempts. */
export const selectReconnectAttempt = (snapshot: SocketSnapshot): number => snapshot.context.attempt;

/** Milliseconds of backoff before the next attempt while waiting for it, else null. */
export const selectRetryDelay = (snapshot: SocketSnapshot): number | null =>
  snapshot.matches('reconnecting') ? snapshot.context.retryDelay : null;

/** Whether a Retry control makes sense now. */
export const selectCanReconnect = (snapshot: SocketSnapshot): boolean => snapshot.can({ type: 'user.reconnect' });

/** The highest room seq seen, sent as `resume` after a reconnect. */
export const selectLastSeq = (snapshot: SocketSnapshot): number | null => snapshot.context.lastSeq;

/**
 * The spec's words when the server refused the socket (4001 'Authentication failed. Please log in again.',
 * 4003 'You do not have access to this chat room.'), else null: a screen's connection banner says these
 * instead of its general text. No socket (yet) is null.
 */
export const selectRefusal = (snapshot: SocketSnapshot | undefined): string | null => (snapshot?.hasTag('error') ? snapshot.context.error : null);
