import { CLOSE_CODES } from '../../contract/connection';
import type { ClientSocketMessage } from '../../contract/socket';
import type { SocketRegion } from './socket.machine';
import { transmit } from './socket.outbox';
import { isQueueable, parseClientMessage, parseServerMessage } from './socket.rules';
import type { SocketContext, SocketEnqueueArgs } from './socket.types';

/*
 * Whether an open socket is still worth keeping. The connection: a ping every 60 s, and right after a chat message is
 * written; a ping without a pong within 10 s means the connection is gone even though it never closed (half-open),
 * so it is dropped and reconnected with backoff. The user: 10 minutes without activity close it as inactive. Two
 * regions of the open socket; the machine's setup binds the guards and actions below to their names.
 */

export const isPong = (data: unknown): boolean => parseServerMessage(data)?.type === 'pong';

// A valid chat message: once written, a ping checks that the connection still carries it.
export function isChatMessage(context: SocketContext, outgoing: ClientSocketMessage): boolean {
  const message = parseClientMessage(outgoing);
  return message !== undefined && isQueueable(context.target.channel, message);
}

export function sendPing({ context, enqueue }: SocketEnqueueArgs): void {
  transmit(enqueue, context, { type: 'ping' });
}

export const heartbeatRegion = {
  initial: 'waiting',
  states: {
    waiting: {
      after: { pingInterval: 'awaitingPong' },
      on: { 'user.send': { guard: { type: 'isChatMessage', params: ({ event }) => event }, target: 'awaitingPong' } },
    },
    // No pong in 10 s: the connection is gone even if it was never closed (half-open). That is at
    // least 10 s after opening, so the attempt has counted as a success: reconnecting starts afresh.
    awaitingPong: {
      entry: 'sendPing',
      after: { pongDeadline: { target: '#socket.reconnecting', actions: { type: 'storeCloseCode', params: { code: CLOSE_CODES.abnormal } } } },
      on: { 'socket.message': { guard: { type: 'isPong', params: ({ event }) => event }, target: 'waiting' } },
    },
  },
} satisfies SocketRegion;

export const activityRegion = {
  initial: 'watching',
  states: {
    // 10 minutes without the user: the socket closes as inactive.
    watching: {
      after: { inactivityTimeout: { target: '#socket.inactive' } },
      on: {
        'user.activity': { target: 'watching', reenter: true },
        'user.send': { target: 'watching', reenter: true },
        'app.visibilityChanged': { guard: { type: 'isVisible', params: ({ event }) => event }, target: 'watching', reenter: true },
      },
    },
  },
} satisfies SocketRegion;
