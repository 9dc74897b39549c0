import { CLOSE_CODES } from '../../contract/connection';
import { LIMITS } from '../../contract/limits';
import { parsedOrUndefined } from '../../contract/answerChecks';
import { clientSocketMessageCheck, serverSocketMessageCheck } from '../../contract/postChecks.generated';
import type { ClientSocketMessage, ServerSocketMessage } from '../../contract/socket';
import { MESSAGES } from '../../contract/texts';
import { DURATIONS } from '../../contract/timing';
import type { QueuedChatMessage, RefusalReason, SocketChannel, SocketContext, SocketTarget } from './socket.types';

export const RECONNECT_ATTEMPTS = LIMITS.reconnectAttempts;
export const OFFLINE_QUEUE_LIMIT = LIMITS.offlineQueuePerChat;

/** The socket's waits, by the names its chart uses; `backoff` is the wait drawn for the next attempt. */
export const SOCKET_DELAYS = {
  connectTimeout: DURATIONS.realtimeConnectTimeout,
  pingInterval: DURATIONS.heartbeatPing,
  pongDeadline: DURATIONS.pongDeadline,
  connectionStable: DURATIONS.connectionStable,
  connectionRecheck: DURATIONS.connectionRecheck,
  inactivityTimeout: DURATIONS.inactivityTimeout,
  replayGap: DURATIONS.offlineQueueReplayGap,
  backoff: ({ context }: { context: SocketContext }) => context.retryDelay,
};

// ---------------------------------------------------------------------------
// Backoff with jitter, from a seeded generator so a run (a test, a replayed trace) is repeatable.

/**
 * The wait before reconnect attempt `attempt` (1-based): 1 s doubling per
 * attempt, capped at 30 s, plus `unit` (0 <= unit < 1) of up to 1 s of jitter.
 */
export function backoffDelay(attempt: number, unit: number): number {
  const doubling = DURATIONS.reconnectBackoffBase * 2 ** Math.max(0, attempt - 1);
  const jitter = Math.floor(Math.min(Math.max(unit, 0), 1 - Number.EPSILON) * DURATIONS.reconnectJitterMax);
  return Math.min(DURATIONS.reconnectBackoffCap, doubling) + jitter;
}

/** One draw of mulberry32: the next seed and a number in [0, 1) made from it. */
export function drawUnit(seed: number): { seed: number; unit: number } {
  const next = (seed + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { seed: next, unit: ((t ^ (t >>> 14)) >>> 0) / 4294967296 };
}

// ---------------------------------------------------------------------------
// Close codes (document 1 section 4, document 3 section 8).

/** 1000 and 1001: the socket was closed on purpose, so it stays closed. */
export const isNormalClose = (code: number): boolean => code === CLOSE_CODES.normal || code === CLOSE_CODES.goingAway;
export const isAuthFailure = (code: number): boolean => code === CLOSE_CODES.authenticationFailed;
export const isForbidden = (code: number): boolean => code === CLOSE_CODES.forbidden;

// ---------------------------------------------------------------------------
// Messages both ways go through the checks generated from the contract's socket schemas (zod's verdicts without
// zod's runtime, which a shared post's page would otherwise load before its title).

/** A frame the server sent, if it is one the contract knows; anything else is ignored. */
export function parseServerMessage(data: unknown): ServerSocketMessage | undefined {
  return parsedOrUndefined(serverSocketMessageCheck, data);
}

/** The message as the contract sends it (text trimmed), if it is valid. */
export function parseClientMessage(message: unknown): ClientSocketMessage | undefined {
  return parsedOrUndefined(clientSocketMessageCheck, message);
}

/** The room sequence number a server message carries (chat messages and the echo of one's own). */
export function seqOf(message: ServerSocketMessage): number | undefined {
  return message.type === 'chat' || message.type === 'message_sent' ? message.message.seq : undefined;
}

/** Only chat messages on a chat socket wait in the offline queue; typing, read receipts and pings would be stale. */
export function isQueueable(channel: SocketChannel, message: ClientSocketMessage): message is QueuedChatMessage {
  return channel === 'chat' && message.type === 'message';
}

/** What the user is told when a message cannot go, where the spec has words for it. */
export function refusalNotice(reason: RefusalReason, channel: SocketChannel): string | null {
  if (channel !== 'chat') return null;
  switch (reason) {
    case 'signedOut':
      return MESSAGES.chatSendRequiresLogin;
    case 'authFailed':
      return MESSAGES.realtimeAuthFailed;
    case 'forbidden':
      return MESSAGES.realtimeForbidden;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------
// Chat messages sent but not yet confirmed by the server.

/** The messages in order, each temp_id once (its first place kept). */
export function withoutRepeats(messages: readonly QueuedChatMessage[]): QueuedChatMessage[] {
  const seen = new Set<string>();
  return messages.filter((message) => !seen.has(message.temp_id) && Boolean(seen.add(message.temp_id)));
}

/**
 * Whether a server frame confirms a chat message this socket sent: its message_sent, or the room's copy of it
 * (same temp_id and sender) that a resume sends after a drop.
 */
export function confirms(frame: ServerSocketMessage, sent: QueuedChatMessage): boolean {
  // A held message is answered too: sent again, it would only be held again.
  if (frame.type === 'message_sent' || frame.type === 'message_held') return frame.temp_id === sent.temp_id;
  return frame.type === 'chat' && frame.message.temp_id === sent.temp_id && frame.message.sender_username === sent.sender;
}

// ---------------------------------------------------------------------------
// Where socket actors live in an actor system, so presence can reach every one of them.

const NOTIFICATIONS_SYSTEM_ID = 'notifications';

/** The systemId a socket actor takes in the root actor's system: notifications, chat:{uniquecode}, social:{postId}. */
export function socketSystemId(target: SocketTarget): string {
  switch (target.channel) {
    case 'notifications':
      return NOTIFICATIONS_SYSTEM_ID;
    case 'chat':
      return `chat:${target.uniquecode}`;
    case 'social':
      return `social:${target.postId}`;
  }
}

export function isSocketSystemId(systemId: string): boolean {
  return systemId === NOTIFICATIONS_SYSTEM_ID || systemId.startsWith('chat:') || systemId.startsWith('social:');
}
