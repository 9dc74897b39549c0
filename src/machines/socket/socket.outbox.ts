import type { ClientSocketMessage } from '../../contract/socket';
import type { SocketRegion } from './socket.machine';
import { confirms, isQueueable, OFFLINE_QUEUE_LIMIT, parseClientMessage, parseServerMessage, refusalNotice, withoutRepeats } from './socket.rules';
import type { QueuedChatMessage, RefusalReason, SocketArgs, SocketContext, SocketEnqueue, SocketEnqueueArgs, SocketNotice } from './socket.types';

/*
 * The way out. Open, a message is written at once; a chat message then stays unconfirmed until the server confirms
 * its temp_id, and goes back to the head of the queue if the connection ends first. Not open, a chat message waits
 * in the offline queue (kept across a reload under queueKey) and anything else is refused. Once open, `resume` goes
 * first, then the queue is replayed 100 ms apart. One region of the open socket; the machine's setup binds the
 * guards and actions below to their names.
 */

type Outgoing = { message: ClientSocketMessage };

/** A notice is emitted, and sent to the receiver when there is one. */
export function notify(enqueue: Pick<SocketEnqueue, 'emit' | 'sendTo'>, context: SocketContext, notice: SocketNotice): void {
  enqueue.emit(notice);
  if (context.receiver) enqueue.sendTo(context.receiver, notice);
}

/**
 * Writes a message to the open socket, as the contract sends it (an invalid one is not sent). A chat message
 * stays in `unconfirmed` until the server confirms it.
 */
export function transmit(enqueue: SocketEnqueue, context: SocketContext, outgoing: ClientSocketMessage): void {
  const message = parseClientMessage(outgoing);
  if (!message) return;
  enqueue.sendTo('connection', { type: 'connection.send', message });
  if (isQueueable(context.target.channel, message)) enqueue.assign({ unconfirmed: withoutRepeats([...context.unconfirmed, message]) });
  notify(enqueue, context, { type: 'socket.sent', channel: context.target.channel, message });
}

/** What is kept in the browser: the unconfirmed messages, then the waiting ones, in the order they were typed. */
/** The chat messages the server has not confirmed: sent and unanswered, then those waiting, each once. */
export const unsent = (context: SocketContext): QueuedChatMessage[] => withoutRepeats([...context.unconfirmed, ...context.queue]);

export const isInvalid = (message: ClientSocketMessage): boolean => parseClientMessage(message) === undefined;

export const skipsQueue = (context: SocketContext, message: ClientSocketMessage): boolean => !isQueueable(context.target.channel, message);

export function confirmsSent(context: SocketContext, data: unknown): boolean {
  const frame = parseServerMessage(data);
  return frame !== undefined && unsent(context).some((sent) => confirms(frame, sent));
}

export const queueFull = (context: SocketContext): boolean => context.queue.length + context.unconfirmed.length >= OFFLINE_QUEUE_LIMIT;

// Confirmed: neither kept for a resend nor sent again from the queue.
export function forgetConfirmed({ context }: SocketArgs, params: { data: unknown }): Partial<SocketContext> {
  const frame = parseServerMessage(params.data);
  const kept = (sent: QueuedChatMessage) => !frame || !confirms(frame, sent);
  return { unconfirmed: context.unconfirmed.filter(kept), queue: context.queue.filter(kept) };
}

// The connection ended: what it did not confirm goes first in the queue again.
export function requeueUnconfirmed({ context, enqueue }: SocketEnqueueArgs): void {
  if (context.unconfirmed.length === 0) return;
  const queue = unsent(context);
  enqueue.assign({ queue, unconfirmed: [] });
  notify(enqueue, context, { type: 'socket.requeued', channel: context.target.channel, messages: context.unconfirmed, queued: queue.length });
}

// The server sends what this socket missed since that seq.
export function sendResume({ context, enqueue }: SocketEnqueueArgs): void {
  if (context.lastSeq !== null) transmit(enqueue, context, { type: 'resume', after_seq: context.lastSeq });
}

export function sendQueueHead({ context, enqueue }: SocketEnqueueArgs): void {
  const [head, ...rest] = context.queue;
  if (!head) return;
  enqueue.assign({ queue: rest });
  transmit(enqueue, context, head);
}

export function enqueueMessage({ context, enqueue }: SocketEnqueueArgs, params: Outgoing): void {
  const message = parseClientMessage(params.message);
  if (!message || !isQueueable(context.target.channel, message)) return;
  const queue = [...context.queue, message];
  enqueue.assign({ queue });
  notify(enqueue, context, { type: 'socket.queued', channel: context.target.channel, message, queued: queue.length });
}

export function refuse({ context, enqueue }: SocketEnqueueArgs, params: Outgoing & { reason: RefusalReason }): void {
  const { channel } = context.target;
  notify(enqueue, context, { type: 'socket.refused', channel, message: params.message, reason: params.reason, notice: refusalNotice(params.reason, channel) });
}

// A message the owner sends: an invalid one is refused; one that never waits (not a chat message) goes at once while
// open and is refused while not; with 50 chat messages unconfirmed or waiting the next is refused; else `accepted`.
const userSend = (open: boolean, accepted: 'transmit' | 'enqueueMessage') =>
  ({
    'user.send': [
      { guard: { type: 'isInvalid', params: ({ event }) => event }, actions: { type: 'refuse', params: ({ event }) => ({ ...event, reason: 'invalid' }) } },
      {
        guard: { type: 'skipsQueue', params: ({ event }) => event },
        actions: open ? { type: 'transmit', params: ({ event }) => event } : { type: 'refuse', params: ({ event }) => ({ ...event, reason: 'offline' }) },
      },
      { guard: 'queueFull', actions: { type: 'refuse', params: ({ event }) => ({ ...event, reason: 'queueFull' }) } },
      { actions: [{ type: accepted, params: ({ event }) => event }, 'persistQueue'] },
    ],
  }) satisfies NonNullable<SocketRegion['on']>;

// Not open (the machine's own transitions): a chat message waits in the queue, anything else is refused.
export const closedOutbox = userSend(false, 'enqueueMessage');

// Open: a valid message goes at once, but a chat message joins the end of the queue while it replays; with 50 chat
// messages unconfirmed or waiting, the next is refused.
export const outboxRegion = {
  initial: 'replaying',
  states: {
    // One queued message every 100 ms; new chat messages join the end of the queue meanwhile.
    replaying: {
      entry: ['sendQueueHead', 'persistQueue'],
      always: { guard: 'queueEmpty', target: 'ready' },
      after: { replayGap: { target: 'replaying', reenter: true } },
      on: userSend(true, 'enqueueMessage'),
    },
    ready: { on: userSend(true, 'transmit') },
  },
} satisfies SocketRegion;
