import { afterEach, describe, expect, test } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, setup, SimulatedClock, type AnyActorRef, type EventObject } from 'xstate';
import { DURATIONS, type OnlineStatusPayload, type PresenceStatus } from '../../src/contract';
import {
  presenceMachine,
  selectHasLeft,
  selectIsInactive,
  selectPresenceStatus,
  type OnlineStatusOutcome,
  type PresenceActorRef,
  type PresenceEmitted,
} from '../../src/machines/presence';
import {
  selectConnectionStatus,
  socketMachine,
  socketSystemId,
  type ConnectionCommand,
  type ConnectionInput,
  type SocketActorRef,
} from '../../src/machines/socket';

const running: AnyActorRef[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

/** Presence's I/O, recorded: every status post and cookie write. */
function recordingPresence() {
  const posts: OnlineStatusPayload[] = [];
  const cookies: PresenceStatus[] = [];
  const machine = presenceMachine.provide({
    actors: {
      watchPage: fromCallback(() => undefined),
      postOnlineStatus: fromPromise<OnlineStatusOutcome, OnlineStatusPayload>(async ({ input }) => {
        posts.push(input);
        return { ok: true };
      }),
    },
    actions: {
      storeOnlineStatus: (_, params: { status: PresenceStatus }) => {
        cookies.push(params.status);
      },
    },
  });
  return { machine, posts, cookies };
}

/** A stand-in socket registered under a socket systemId: records whatever presence tells it, closed by user.close until user.reconnect. */
function recordingSocket(received: EventObject[]) {
  const record = ({ event }: { event: EventObject }) => received.push(event);
  return createMachine({
    initial: 'open',
    states: {
      open: { on: { 'user.close': { target: 'closed', actions: record } } },
      closed: { on: { 'user.reconnect': { target: 'open', actions: record } } },
    },
    on: { '*': { actions: record } },
  });
}

/** Presence under a root that also owns a stand-in notification socket, as the app root will. */
function start(input: { visible?: boolean } = {}) {
  const clock = new SimulatedClock();
  const { machine, posts, cookies } = recordingPresence();
  const toSocket: EventObject[] = [];
  const root = setup({ actors: { presence: machine, socket: recordingSocket(toSocket) } }).createMachine({
    invoke: [
      { src: 'socket', id: 'notifications', systemId: socketSystemId({ channel: 'notifications' }) },
      { src: 'presence', id: 'presence', systemId: 'presence', input },
    ],
  });
  const actor = createActor(root, { clock });
  running.push(actor);
  actor.start();
  const presence = actor.system.get('presence') as PresenceActorRef;
  const emitted: PresenceEmitted[] = [];
  presence.on('*', (event) => emitted.push(event));
  const snapshot = () => presence.getSnapshot();
  const status = () => selectPresenceStatus(snapshot());
  return { presence, clock, posts, cookies, toSocket, emitted, snapshot, status };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('presence machine', () => {
  test('is online at login: posts it and stores it in the onlineStatus cookie', async () => {
    const { status, posts, cookies } = start();
    await flush();
    expect(status()).toBe('online');
    expect(posts).toEqual([{ is_online: true, status: 'online' }]);
    expect(cookies).toEqual(['online']);
  });

  test('starts away in a hidden tab', async () => {
    const { status, posts } = start({ visible: false });
    await flush();
    expect(status()).toBe('away');
    expect(posts).toEqual([{ is_online: true, status: 'away' }]);
  });

  test('hidden is away, visible is online again', async () => {
    const { presence, status, posts } = start();
    presence.send({ type: 'app.visibilityChanged', visible: false });
    expect(status()).toBe('away');
    presence.send({ type: 'app.visibilityChanged', visible: true });
    expect(status()).toBe('online');
    await flush();
    expect(posts.map((post) => post.status)).toEqual(['online', 'away', 'online']);
  });

  test('10 minutes without activity: away, inactive, and every socket told to close', () => {
    const { presence, clock, status, snapshot, toSocket, emitted } = start();
    clock.increment(9 * 60 * 1000);
    presence.send({ type: 'user.activity' });
    clock.increment(DURATIONS.inactivityTimeout - 1);
    expect(status()).toBe('online');
    expect(toSocket.filter((event) => event.type === 'presence.idle')).toHaveLength(0);
    clock.increment(1);
    expect(status()).toBe('away');
    expect(selectIsInactive(snapshot())).toBe(true);
    expect(toSocket.filter((event) => event.type === 'presence.idle')).toHaveLength(1);
    expect(emitted).toContainEqual({ type: 'sockets.closeRequested', reason: 'inactive' });
  });

  test('idle time counts in a hidden tab too, and activity brings the user back online', () => {
    const { presence, clock, status, snapshot } = start();
    presence.send({ type: 'app.visibilityChanged', visible: false });
    clock.increment(DURATIONS.inactivityTimeout);
    expect(selectIsInactive(snapshot())).toBe(true);
    presence.send({ type: 'app.visibilityChanged', visible: false });
    expect(selectIsInactive(snapshot())).toBe(true);
    presence.send({ type: 'user.activity' });
    expect(status()).toBe('online');
    expect(selectIsInactive(snapshot())).toBe(false);
  });

  test('an idle user who shows the tab again is online', () => {
    const { presence, clock, status } = start();
    clock.increment(DURATIONS.inactivityTimeout);
    presence.send({ type: 'app.visibilityChanged', visible: true });
    expect(status()).toBe('online');
  });

  test('repeats the current status every 30 s', async () => {
    const { presence, clock, posts } = start();
    await flush();
    clock.increment(DURATIONS.presenceHeartbeat - 1);
    await flush();
    expect(posts).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(posts).toHaveLength(2);
    presence.send({ type: 'app.visibilityChanged', visible: false });
    clock.increment(DURATIONS.presenceHeartbeat);
    await flush();
    expect(posts.map((post) => post.status)).toEqual(['online', 'online', 'away', 'away']);
  });

  test('leaves the 10 s connection recheck to each socket: a quiet minute tells the sockets nothing', () => {
    const { clock, toSocket } = start();
    clock.increment(6 * DURATIONS.connectionRecheck);
    expect(toSocket).toEqual([]);
  });

  test('leaving the page: offline at once, sockets closed 100 ms later, no more heartbeats', async () => {
    const { presence, clock, status, snapshot, posts, cookies, toSocket } = start();
    presence.send({ type: 'app.left' });
    expect(status()).toBe('offline');
    expect(selectHasLeft(snapshot())).toBe(true);
    await flush();
    expect(posts.at(-1)).toEqual({ is_online: false, status: 'offline' });
    expect(cookies.at(-1)).toBe('offline');
    clock.increment(DURATIONS.leaveCloseDelay - 1);
    expect(toSocket).toEqual([]);
    clock.increment(1);
    expect(toSocket).toEqual([{ type: 'user.close' }]);
    const postsSoFar = posts.length;
    clock.increment(5 * DURATIONS.presenceHeartbeat);
    await flush();
    expect(posts).toHaveLength(postsSoFar);
  });

  test('a page restored from the back-forward cache is online again, and opens again the sockets it closed', () => {
    const { presence, clock, status, toSocket, emitted } = start();
    presence.send({ type: 'app.left' });
    clock.increment(DURATIONS.leaveCloseDelay);
    presence.send({ type: 'app.visibilityChanged', visible: false });
    expect(status()).toBe('offline');
    presence.send({ type: 'app.restored' });
    expect(status()).toBe('online');
    expect(toSocket).toEqual([{ type: 'user.close' }, { type: 'user.reconnect' }]);
    expect(emitted).toContainEqual({ type: 'sockets.reopenRequested' });
  });
});

describe('presence and a real socket under one root', () => {
  test('10 minutes idle closes the notification socket as inactive; leaving closes it normally', () => {
    const clock = new SimulatedClock();
    const { machine } = recordingPresence();
    const connections: Array<{ closed: boolean }> = [];
    const socket = socketMachine.provide({
      actors: {
        watchActivity: fromCallback(() => undefined),
        connection: fromCallback<ConnectionCommand, ConnectionInput>(() => {
          const record = { closed: false };
          connections.push(record);
          return () => {
            record.closed = true;
          };
        }),
      },
    });
    const root = setup({ actors: { presence: machine, socket } }).createMachine({
      invoke: [
        {
          src: 'socket',
          id: 'notifications',
          systemId: socketSystemId({ channel: 'notifications' }),
          input: { target: { channel: 'notifications' }, token: 'tok', seed: 1 },
        },
        { src: 'presence', id: 'presence', systemId: 'presence', input: {} },
      ],
    });
    const actor = createActor(root, { clock });
    running.push(actor);
    actor.start();
    const notifications = actor.system.get('notifications') as SocketActorRef;
    const presence = actor.system.get('presence') as PresenceActorRef;
    const socketStatus = () => selectConnectionStatus(notifications.getSnapshot());
    notifications.send({ type: 'socket.opened' });
    expect(socketStatus()).toBe('connected');

    clock.increment(DURATIONS.inactivityTimeout);
    expect(socketStatus()).toBe('inactive');
    expect(connections[0]?.closed).toBe(true);

    // The user is back: both wake up.
    presence.send({ type: 'user.activity' });
    notifications.send({ type: 'user.activity' });
    expect(socketStatus()).toBe('connecting');
    notifications.send({ type: 'socket.opened' });

    presence.send({ type: 'app.left' });
    clock.increment(DURATIONS.leaveCloseDelay);
    expect(socketStatus()).toBe('disconnected');
    expect(notifications.getSnapshot().matches('closed')).toBe(true);
    expect(connections[1]?.closed).toBe(true);
  });
});
