import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, SimulatedClock, type AnyActorRef } from 'xstate';
import { CLOSE_CODES, DURATIONS, type OnlineStatusPayload, type SocketTarget } from '../../src/contract';
import { presenceMachine, selectPresenceStatus, type OnlineStatusOutcome, type PresenceActorRef } from '../../src/machines/presence';
import {
  selectConnectionStatus,
  socketMachine,
  socketSystemId,
  type ConnectionCommand,
  type ConnectionInput,
  type SocketActorRef,
} from '../../src/machines/socket';
import { listenToPage, type PageSignal } from '../../src/services/pageActivity';

/**
 * Leaving the page (pagehide) closes every socket 100 ms later; a page restored from the back-forward cache
 * (pageshow, persisted) opens again the ones leaving closed, and only those: a socket closed for good before
 * (a normal close, 1000) stays closed.
 */

const running: AnyActorRef[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

const CHAT: SocketTarget = { channel: 'chat', uniquecode: 'room-1' };
const NOTIFICATIONS: SocketTarget = { channel: 'notifications' };

/** Presence and two real sockets (the notifications' and a chat room's) under one root; every connection made is counted. */
function start() {
  const clock = new SimulatedClock();
  const connections: Record<string, number> = {};
  const presence = presenceMachine.provide({
    actors: {
      watchPage: fromCallback(() => undefined),
      postOnlineStatus: fromPromise<OnlineStatusOutcome, OnlineStatusPayload>(async () => ({ ok: true })),
    },
    actions: { storeOnlineStatus: () => undefined },
  });
  const socket = socketMachine.provide({
    actors: {
      watchActivity: fromCallback(() => undefined),
      connection: fromCallback<ConnectionCommand, ConnectionInput>(({ input }) => {
        const id = socketSystemId(input.target);
        connections[id] = (connections[id] ?? 0) + 1;
      }),
    },
  });
  const socketFor = (target: SocketTarget) =>
    ({ src: 'socket', id: socketSystemId(target), systemId: socketSystemId(target), input: { target, token: 'tok', seed: 1 } }) as const;
  const root = setup({ actors: { presence, socket } }).createMachine({
    invoke: [socketFor(NOTIFICATIONS), socketFor(CHAT), { src: 'presence', id: 'presence', systemId: 'presence', input: {} }],
  });
  const actor = createActor(root, { clock });
  running.push(actor);
  actor.start();
  const sockets = [NOTIFICATIONS, CHAT].map((target) => actor.system.get(socketSystemId(target)) as SocketActorRef);
  for (const opened of sockets) opened.send({ type: 'socket.opened' });
  const [notifications, chat] = sockets as [SocketActorRef, SocketActorRef];
  const statusOf = (socketRef: SocketActorRef) => selectConnectionStatus(socketRef.getSnapshot());
  const presenceRef = actor.system.get('presence') as PresenceActorRef;
  const leave = () => {
    presenceRef.send({ type: 'app.left' });
    clock.increment(DURATIONS.leaveCloseDelay);
  };
  const presenceStatus = () => selectPresenceStatus(presenceRef.getSnapshot());
  return { clock, presence: presenceRef, notifications, chat, connections, statusOf, leave, presenceStatus };
}

describe('a page restored from the back-forward cache', () => {
  test('opens again every socket that leaving closed, and is online', () => {
    const { presence, notifications, chat, connections, statusOf, leave, presenceStatus } = start();
    leave();
    expect(notifications.getSnapshot().matches('closed')).toBe(true);
    expect(chat.getSnapshot().matches('closed')).toBe(true);
    presence.send({ type: 'app.restored' });
    expect(presenceStatus()).toBe('online');
    expect([statusOf(notifications), statusOf(chat)]).toEqual(['connecting', 'connecting']);
    expect(connections).toEqual({ notifications: 2, 'chat:room-1': 2 });
    notifications.send({ type: 'socket.opened' });
    chat.send({ type: 'socket.opened' });
    expect([statusOf(notifications), statusOf(chat)]).toEqual(['connected', 'connected']);
  });

  test('whichever comes first, the page visible again or pageshow, reopens them once', () => {
    const { presence, notifications, chat, connections, statusOf, leave, presenceStatus } = start();
    leave();
    presence.send({ type: 'app.visibilityChanged', visible: true });
    presence.send({ type: 'app.restored' });
    expect(presenceStatus()).toBe('online');
    expect([statusOf(notifications), statusOf(chat)]).toEqual(['connecting', 'connecting']);
    expect(connections).toEqual({ notifications: 2, 'chat:room-1': 2 });
  });

  test('leaves closed a socket that was closed for good before the page was left', () => {
    const { presence, notifications, chat, connections, statusOf, leave } = start();
    chat.send({ type: 'socket.closed', code: CLOSE_CODES.normal });
    expect(chat.getSnapshot().matches('closed')).toBe(true);
    leave();
    presence.send({ type: 'app.restored' });
    expect(chat.getSnapshot().matches('closed')).toBe(true);
    expect(statusOf(notifications)).toBe('connecting');
    expect(connections).toEqual({ notifications: 2, 'chat:room-1': 1 });
  });

  test('a socket idle before leaving opens again too (the user is back)', () => {
    const { clock, presence, notifications, connections, statusOf, leave } = start();
    clock.increment(DURATIONS.inactivityTimeout);
    expect(statusOf(notifications)).toBe('inactive');
    leave();
    presence.send({ type: 'app.restored' });
    expect(statusOf(notifications)).toBe('connecting');
    expect(connections.notifications).toBe(2);
  });

  test('back within the 100 ms: nothing was closed, nothing reopens', () => {
    const { clock, presence, notifications, chat, connections, statusOf } = start();
    presence.send({ type: 'app.left' });
    clock.increment(DURATIONS.leaveCloseDelay - 1);
    presence.send({ type: 'app.restored' });
    clock.increment(DURATIONS.leaveCloseDelay);
    expect([statusOf(notifications), statusOf(chat)]).toEqual(['connected', 'connected']);
    expect(connections).toEqual({ notifications: 1, 'chat:room-1': 1 });
  });

  test('a second visit away and back reopens them again, and only what the second leaving closed', () => {
    const { presence, notifications, chat, connections, statusOf, leave } = start();
    leave();
    presence.send({ type: 'app.restored' });
    notifications.send({ type: 'socket.opened' });
    chat.send({ type: 'socket.closed', code: CLOSE_CODES.normal });
    leave();
    presence.send({ type: 'app.restored' });
    expect(statusOf(notifications)).toBe('connecting');
    expect(chat.getSnapshot().matches('closed')).toBe(true);
    expect(connections).toEqual({ notifications: 3, 'chat:room-1': 2 });
  });
});

describe('the page watcher', () => {
  test('reports a page shown from the back-forward cache as restored, and a first showing not at all', () => {
    const reported: PageSignal[] = [];
    const stop = listenToPage((event) => reported.push(event), { leaving: true });
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    stop();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(reported).toEqual([{ type: 'app.left' }, { type: 'app.restored' }]);
  });
});
