import { assign, enqueueActions, setup } from 'xstate';
import { CLOSE_CODES } from '../../contract/connection';
import type { ClientSocketMessage } from '../../contract/socket';
import { MESSAGES } from '../../contract/texts';
import { socketActors, storeUnsent } from './socket.actors';
import { activityRegion, heartbeatRegion, isChatMessage, isPong, sendPing } from './socket.liveness';
import {
  closedOutbox,
  confirmsSent,
  enqueueMessage,
  forgetConfirmed,
  isInvalid,
  notify,
  outboxRegion,
  queueFull,
  refuse,
  requeueUnconfirmed,
  sendQueueHead,
  sendResume,
  skipsQueue,
  transmit,
} from './socket.outbox';
import {
  backoffDelay,
  drawUnit,
  isAuthFailure,
  isForbidden,
  isNormalClose,
  OFFLINE_QUEUE_LIMIT,
  parseServerMessage,
  RECONNECT_ATTEMPTS,
  seqOf,
  SOCKET_DELAYS,
  withoutRepeats,
} from './socket.rules';
import type { ConnectionStatus, SocketContext, SocketEvent, SocketInput, SocketNotice } from './socket.types';

type Outgoing = { message: ClientSocketMessage };

/** A chat socket explains itself in the spec's words; the others have no words for it. */
const chatError = (context: SocketContext, message: string): string | null => (context.target.channel === 'chat' ? message : null);

// The outbox, heartbeat and activity regions live in their own files with the logic of their guards and actions. Each
// guard here is an inline arrow: a function passed as it is stops TypeScript inferring the inline enqueueActions' types.
const socketSetup = setup({
  types: {
    context: {} as SocketContext,
    events: {} as SocketEvent,
    input: {} as SocketInput,
    emitted: {} as SocketNotice,
  },
  actors: socketActors,
  delays: SOCKET_DELAYS,
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    attemptsLeft: ({ context }) => context.attempt < RECONNECT_ATTEMPTS,
    isNormalClose: (_, params: { code: number }) => isNormalClose(params.code),
    isAuthFailure: (_, params: { code: number }) => isAuthFailure(params.code),
    isForbidden: (_, params: { code: number }) => isForbidden(params.code),
    isVisible: (_, params: { visible: boolean }) => params.visible,
    isInvalid: (_, params: Outgoing) => isInvalid(params.message),
    // Typing, read receipts and pings go out at once even while the queue replays.
    skipsQueue: ({ context }, params: Outgoing) => skipsQueue(context, params.message),
    isChatMessage: ({ context }, params: Outgoing) => isChatMessage(context, params.message),
    isPong: (_, params: { data: unknown }) => isPong(params.data),
    confirmsSent: ({ context }, params: { data: unknown }) => confirmsSent(context, params.data),
    queueFull: ({ context }) => queueFull(context),
    queueEmpty: ({ context }) => context.queue.length === 0,
  },
  actions: {
    announceStatus: enqueueActions(({ context, enqueue }, params: { status: ConnectionStatus; error: string | null }) => {
      enqueue.assign({ error: params.error });
      notify(enqueue, context, { type: 'socket.statusChanged', channel: context.target.channel, ...params });
    }),
    storeCloseCode: assign((_, params: { code: number }) => ({ closeCode: params.code })),
    resetAttempts: assign({ attempt: 0 }),
    // The next attempt's wait: its doubling plus a fresh draw of jitter.
    scheduleRetry: assign(({ context }) => {
      const attempt = context.attempt + 1;
      const { seed, unit } = drawUnit(context.seed);
      return { attempt, seed, retryDelay: backoffDelay(attempt, unit) };
    }),
    receive: enqueueActions(({ context, enqueue }, params: { data: unknown }) => {
      const message = parseServerMessage(params.data);
      if (!message) return;
      const seq = seqOf(message);
      if (seq !== undefined && seq > (context.lastSeq ?? -1)) enqueue.assign({ lastSeq: seq });
      notify(enqueue, context, { type: 'socket.received', channel: context.target.channel, message });
    }),
    forgetConfirmed: assign(forgetConfirmed),
    requeueUnconfirmed: enqueueActions(requeueUnconfirmed),
    transmit: enqueueActions(({ context, enqueue }, params: Outgoing) => transmit(enqueue, context, params.message)),
    sendResume: enqueueActions(sendResume),
    sendPing: enqueueActions(sendPing),
    sendQueueHead: enqueueActions(sendQueueHead),
    enqueueMessage: enqueueActions(enqueueMessage),
    refuse: enqueueActions(refuse),
    persistQueue: ({ context }) => storeUnsent(context),
  },
});

/** A region of the open socket written in its own file, checked against this setup (its file imports only this type). */
export type SocketRegion = Parameters<typeof socketSetup.createStateConfig>[0];

/**
 * One real-time socket: a chat room's, the user's notifications or a post's
 * social activity (document 1 section 4, document 3 live channels).
 *
 * Guarantees:
 * - Without a token it never connects (status unauthenticated; a chat says
 *   'Cannot connect to chat: missing authentication').
 * - Connecting gives up after 15 s and is then treated as an abnormal close.
 * - 1000 and 1001 close it for good; 4001 and 4003 end in an error with the
 *   spec's texts; anything else (1006, 503, ...) reconnects after
 *   min(30 s, 1 s × 2^(attempt−1)) plus up to 1 s of jitter, at most 5 times.
 *   The jitter comes from the seed in the input, so a run is repeatable.
 * - An attempt succeeds only once the socket has stayed open 10 s
 *   (DURATIONS.connectionStable): one that opens and closes at once still
 *   counts, so the backoff keeps doubling and the limit of 5 holds.
 * - Having given up (disconnected) it tries once more by itself every 10 s
 *   (DURATIONS.connectionRecheck), and at once on user activity, on the page
 *   becoming visible or on the browser's `online` event, whatever actor system
 *   runs it; Retry (`user.reconnect`) starts the 5 attempts afresh. The
 *   browser's `online` event also cuts a backoff short.
 * - Open, it pings every 60 s, and right after sending a chat message; a ping
 *   without a pong within 10 s (DURATIONS.pongDeadline) is a dropped
 *   (half-open) connection: it is closed and reconnected with backoff. Open, it
 *   closes as inactive after 10 minutes without user activity; activity or
 *   the page becoming visible opens it again.
 * - A chat message written to the socket stays `unconfirmed` until the server
 *   confirms its temp_id (message_sent, or the room's copy of it after a
 *   resume). When the connection ends, the unconfirmed ones go back to the
 *   head of the queue, in order and each temp_id once (`socket.requeued`), and
 *   are sent again once open; the server answers a repeated temp_id with the
 *   message it stored, so none is delivered twice and no typed text is lost.
 * - Every frame both ways goes through the contract's socket schemas: an
 *   invalid incoming frame is ignored, an invalid outgoing message refused.
 * - A chat message that cannot go now waits in the offline queue (oldest first,
 *   at most 50 with the unconfirmed ones; the 51st is refused, so nothing
 *   already waiting is dropped), persisted with the unconfirmed ones under
 *   queueKey, so a reload loses nothing. Once open it first
 *   sends `resume` with the last room seq seen, then replays the queue 100 ms
 *   apart; messages sent meanwhile join the end of the queue, keeping the order.
 * - Everything the owner needs to know is a SocketNotice, emitted and sent to
 *   the receiver of the input.
 */
export const socketMachine = socketSetup.createMachine({
  id: 'socket',
  context: ({ input }) => ({
    target: input.target,
    token: input.token || null,
    queueKey: input.queueKey ?? null,
    queue: withoutRepeats(input.queued ?? []).slice(0, OFFLINE_QUEUE_LIMIT),
    unconfirmed: [],
    lastSeq: input.lastSeq ?? null,
    attempt: 0,
    seed: input.seed >>> 0,
    retryDelay: 0,
    error: null,
    closeCode: null,
    receiver: input.receiver ?? null,
  }),
  // Activity and visibility reach the socket in every state; only some states care.
  invoke: { src: 'watchActivity', id: 'activity' },
  // Not open: a chat message waits in the queue, anything else is refused.
  on: closedOutbox,
  initial: 'checkingToken',
  states: {
    checkingToken: {
      always: [{ guard: 'hasToken', target: 'live' }, { target: 'unauthenticated' }],
    },
    unauthenticated: {
      tags: ['unauthenticated'],
      entry: { type: 'announceStatus', params: ({ context }) => ({ status: 'unauthenticated', error: chatError(context, MESSAGES.chatMissingAuth) }) },
      on: {
        'user.send': { actions: { type: 'refuse', params: ({ event }) => ({ ...event, reason: 'signedOut' }) } },
      },
    },
    // A socket exists (connecting or open); leaving this state closes it.
    live: {
      invoke: {
        src: 'connection',
        id: 'connection',
        input: ({ context }) => ({ target: context.target, token: context.token ?? '' }),
      },
      on: {
        'socket.closed': [
          { guard: { type: 'isNormalClose', params: ({ event }) => event }, target: 'closed', actions: { type: 'storeCloseCode', params: ({ event }) => event } },
          { guard: { type: 'isAuthFailure', params: ({ event }) => event }, target: 'authFailed', actions: { type: 'storeCloseCode', params: ({ event }) => event } },
          { guard: { type: 'isForbidden', params: ({ event }) => event }, target: 'forbidden', actions: { type: 'storeCloseCode', params: ({ event }) => event } },
          { guard: 'attemptsLeft', target: 'reconnecting', actions: { type: 'storeCloseCode', params: ({ event }) => event } },
          { target: 'disconnected', actions: { type: 'storeCloseCode', params: ({ event }) => event } },
        ],
        'socket.message': [
          {
            guard: { type: 'confirmsSent', params: ({ event }) => event },
            actions: [{ type: 'forgetConfirmed', params: ({ event }) => event }, 'persistQueue', { type: 'receive', params: ({ event }) => event }],
          },
          { actions: { type: 'receive', params: ({ event }) => event } },
        ],
        'user.close': { target: 'closed' },
        'presence.idle': { target: 'inactive' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          entry: { type: 'announceStatus', params: { status: 'connecting', error: null } },
          on: { 'socket.opened': { target: 'open' } },
          // No answer in 15 s: as if the socket had closed abnormally.
          after: {
            connectTimeout: [
              { guard: 'attemptsLeft', target: '#socket.reconnecting', actions: { type: 'storeCloseCode', params: { code: CLOSE_CODES.abnormal } } },
              { target: '#socket.disconnected', actions: { type: 'storeCloseCode', params: { code: CLOSE_CODES.abnormal } } },
            ],
          },
        },
        open: {
          tags: ['connected'],
          type: 'parallel',
          entry: [{ type: 'announceStatus', params: { status: 'connected', error: null } }, 'sendResume'],
          exit: 'requeueUnconfirmed',
          // Open long enough to count as a success: the next drop starts from the first attempt.
          after: { connectionStable: { actions: 'resetAttempts' } },
          states: {
            outbox: outboxRegion,
            heartbeat: heartbeatRegion,
            activity: activityRegion,
          },
        },
      },
    },
    // Waiting out the backoff before the next attempt.
    reconnecting: {
      tags: ['connecting'],
      entry: ['scheduleRetry', { type: 'announceStatus', params: { status: 'connecting', error: null } }],
      after: { backoff: { target: 'live' } },
      on: {
        'user.reconnect': { target: 'live' },
        'app.online': { target: 'live' },
        'user.close': { target: 'closed' },
        'presence.idle': { target: 'inactive' },
      },
    },
    // Five attempts failed: one more every 10 s, or when the user, the page or the network is back; Retry starts afresh.
    disconnected: {
      tags: ['disconnected'],
      entry: { type: 'announceStatus', params: ({ context }) => ({ status: 'disconnected', error: chatError(context, MESSAGES.chatConnectFailed) }) },
      after: { connectionRecheck: { target: 'live' } },
      on: {
        'user.reconnect': { target: 'live', actions: 'resetAttempts' },
        'user.activity': { target: 'live' },
        'app.online': { target: 'live' },
        'app.visibilityChanged': { guard: { type: 'isVisible', params: ({ event }) => event }, target: 'live' },
        'user.close': { target: 'closed' },
        'presence.idle': { target: 'inactive' },
      },
    },
    inactive: {
      tags: ['inactive'],
      entry: { type: 'announceStatus', params: { status: 'inactive', error: null } },
      on: {
        'user.activity': { target: 'live', actions: 'resetAttempts' },
        'app.visibilityChanged': { guard: { type: 'isVisible', params: ({ event }) => event }, target: 'live', actions: 'resetAttempts' },
        'user.reconnect': { target: 'live', actions: 'resetAttempts' },
        'user.close': { target: 'closed' },
      },
    },
    // Closed on purpose (1000, 1001 or by the owner): only the owner opens it again.
    closed: {
      tags: ['disconnected'],
      entry: { type: 'announceStatus', params: { status: 'disconnected', error: null } },
      on: {
        'user.reconnect': { target: 'live', actions: 'resetAttempts' },
      },
    },
    authFailed: {
      tags: ['error'],
      entry: { type: 'announceStatus', params: { status: 'error', error: MESSAGES.realtimeAuthFailed } },
      on: {
        'user.send': { actions: { type: 'refuse', params: ({ event }) => ({ ...event, reason: 'authFailed' }) } },
      },
    },
    forbidden: {
      tags: ['error'],
      entry: { type: 'announceStatus', params: { status: 'error', error: MESSAGES.realtimeForbidden } },
      on: {
        'user.send': { actions: { type: 'refuse', params: ({ event }) => ({ ...event, reason: 'forbidden' }) } },
      },
    },
  },
});
