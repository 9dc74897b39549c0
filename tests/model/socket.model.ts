import { enqueueActions, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { CLOSE_CODES } from '../../src/contract';
import {
  OFFLINE_QUEUE_LIMIT,
  socketMachine,
  type QueuedChatMessage,
  type SocketContext,
  type SocketEvent,
  type SocketInput,
} from '../../src/machines/socket';
import { chatMessageOf, ROOM_CODE as UNIQUECODE } from '../fixtures/chat';
import { fixtureEvents, type EventFixtures } from './fixtures';
import { timerEvents, type MachineModel, type ModelVariant } from './harness';

export { UNIQUECODE };

export const queuedText = (text: string): QueuedChatMessage => ({
  type: 'message',
  message: text,
  temp_id: `tmp-${text}`,
  uniquecode: UNIQUECODE,
  sender: 'ada_okafor',
});

const chatFromServer = chatMessageOf(5, { message: 'hello' });

/** One example of every socket event: each close code the spec names, a valid and an invalid frame, each kind of send. */
export const socketEventFixtures = {
  'socket.opened': [{ type: 'socket.opened' }],
  'socket.closed': [
    { type: 'socket.closed', code: CLOSE_CODES.normal },
    { type: 'socket.closed', code: CLOSE_CODES.goingAway },
    { type: 'socket.closed', code: CLOSE_CODES.abnormal },
    { type: 'socket.closed', code: CLOSE_CODES.serviceUnavailable },
    { type: 'socket.closed', code: CLOSE_CODES.authenticationFailed },
    { type: 'socket.closed', code: CLOSE_CODES.forbidden },
  ],
  'socket.message': [
    { type: 'socket.message', data: { type: 'chat', message: chatFromServer } },
    { type: 'socket.message', data: { type: 'chat', message: { id: 'not a message' } } },
    { type: 'socket.message', data: { type: 'pong', timestamp: '2026-03-01T10:00:00.000Z' } },
    { type: 'socket.message', data: { type: 'message_sent', temp_id: 'tmp-hello', message: chatMessageOf(6, { sender: 1, message: 'hello', temp_id: 'tmp-hello' }) } },
  ],
  'user.send': [
    { type: 'user.send', message: queuedText('hello') },
    { type: 'user.send', message: { type: 'typing', is_typing: true } },
    { type: 'user.send', message: queuedText('   ') },
  ],
  'user.activity': [{ type: 'user.activity' }],
  'app.visibilityChanged': [
    { type: 'app.visibilityChanged', visible: true },
    { type: 'app.visibilityChanged', visible: false },
  ],
  'user.reconnect': [{ type: 'user.reconnect' }],
  'user.close': [{ type: 'user.close' }],
  'app.online': [{ type: 'app.online' }],
  'presence.idle': [{ type: 'presence.idle' }],
} satisfies EventFixtures<SocketEvent>;

export const socketTimerEvents: AnyEventObject[] = timerEvents(socketMachine);

const chatTarget = { channel: 'chat', uniquecode: UNIQUECODE } as const;

export const chatWithToken = { name: 'a chat with a token', input: { target: chatTarget, token: 'tok', seed: 1 } satisfies SocketInput };

/** A reload with a full offline queue and a known seq: resume, then 50 replays. */
export const chatAfterReload = {
  name: 'a chat reloaded with a full queue',
  input: {
    target: chatTarget,
    token: 'tok',
    seed: 2,
    lastSeq: 3,
    queueKey: 'queue',
    queued: Array.from({ length: OFFLINE_QUEUE_LIMIT }, (_, index) => queuedText(`offline ${index + 1}`)),
  } satisfies SocketInput,
};

export const socketVariants: ModelVariant[] = [
  chatWithToken,
  { name: 'a chat without a token', input: { target: chatTarget, token: null, seed: 1 } satisfies SocketInput },
  { name: 'the notification socket', input: { target: { channel: 'notifications' }, token: 'tok', seed: 3 } satisfies SocketInput },
  chatAfterReload,
];

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as SocketContext;

const isQueueableSend = (event: AnyEventObject) => {
  const message: unknown = event.message;
  return event.type === 'user.send' && typeof message === 'object' && message !== null && 'type' in message && message.type === 'message';
};

const isTimer = (event: AnyEventObject, ...names: string[]) => names.some((name) => event.type.startsWith(`xstate.after.${name}`));

/** Timers that would fire the replay timers first when the clock jumps (the harness moves it by the timer's delay). */
const outrunsReplay = (event: AnyEventObject) => isTimer(event, 'pingInterval', 'pongDeadline', 'connectionStable', 'inactivityTimeout');

/**
 * Open, the timers due sooner fire first when the clock jumps: a pending pong deadline (10 s) before the ping
 * interval or the inactivity timeout, and the 10 s that make an attempt a success (pending while attempt > 0)
 * before any longer timer.
 */
function outrunByOpenTimers(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (!snapshot.matches({ live: 'open' })) return false;
  const { attempt, unconfirmed } = context(snapshot);
  if (attempt > 0 && isTimer(event, 'pingInterval', 'pongDeadline', 'inactivityTimeout')) return true;
  if (snapshot.matches({ live: { open: { heartbeat: 'awaitingPong' } } }) && isTimer(event, 'inactivityTimeout', 'connectionStable')) return true;
  // A heartbeat ping with a message unconfirmed is left unanswered (below): its deadline comes before the inactivity timeout.
  return unconfirmed.length > 0 && isTimer(event, 'inactivityTimeout');
}

export const socketModel: MachineModel = {
  name: 'socket',
  // No storage in the graph: persisting the queue is tested on its own. The server answers a heartbeat ping at
  // once unless a chat message waits for its confirmation (then the pong, or its deadline, is the graph's event),
  // so the long timers can be reached without every ping in between missing its pong.
  machine: socketMachine.provide({
    actions: {
      persistQueue: () => undefined,
      sendPing: enqueueActions(({ context: socket, enqueue }) => {
        if (socket.unconfirmed.length === 0) enqueue.raise({ type: 'socket.message', data: { type: 'pong', timestamp: '2026-03-01T10:00:00.000Z' } });
      }),
    },
  }),
  variants: socketVariants,
  events: [...fixtureEvents<SocketEvent>(socketEventFixtures), ...socketTimerEvents],
  serialize: (snapshot) => {
    const { attempt, queue, unconfirmed, lastSeq, error } = context(snapshot);
    return JSON.stringify({ value: snapshot.value, attempt, queued: queue.length, unconfirmed: unconfirmed.length, lastSeq, error });
  },
  filterEvents: (snapshot, event) => {
    const queued = context(snapshot).queue.length;
    // In the middle of a long replay only the replay timer moves; the queue's ends are explored fully.
    if (queued > 2 && queued < OFFLINE_QUEUE_LIMIT - 1) return event.type.startsWith('xstate.after.replayGap');
    if (isQueueableSend(event) && queued >= 2 && queued < OFFLINE_QUEUE_LIMIT - 1) return false;
    if (snapshot.matches({ live: { open: { outbox: 'replaying' } } }) && outrunsReplay(event)) return false;
    if (outrunByOpenTimers(snapshot, event)) return false;
    return true;
  },
};
